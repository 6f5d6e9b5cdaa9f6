import { Box, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** The message to show after a submit with invalid fields. */
  invalidMessage: string | null;
  onDiscard: () => void;
}

/**
 * Stays at the bottom of the screen while the form scrolls, so Save is always one tap away; the
 * floating buttons sit in its lower part, below Discard and Save, never on them.
 */
export function SaveBar({ dirty, saving, invalidMessage, onDiscard }: SaveBarProps) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      pt="sm"
      pb="calc(var(--mantine-spacing-sm) + var(--carenet-floating-space))"
      px={{ base: 'md', sm: 'lg' }}
      bg="white"
      style={{
        zIndex: 5,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        boxShadow: '0 -6px 16px rgba(15, 23, 42, 0.06)',
        borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
      }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <StatusText dirty={dirty} invalidMessage={invalidMessage} />
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
            {t('Discard')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('Save changes')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

function StatusText({ dirty, invalidMessage }: { dirty: boolean; invalidMessage: string | null }) {
  if (invalidMessage) {
    return (
      <Group gap={6} wrap="nowrap" c="red.7" role="alert">
        <IconAlertCircle size={18} style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {invalidMessage}
        </Text>
      </Group>
    );
  }
  if (dirty) {
    return (
      <Text size="sm" c="orange.8" fw={500}>
        {t('You have unsaved changes')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconCircleCheck size={18} />
      <Text size="sm">{t('All changes saved')}</Text>
    </Group>
  );
}
