import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';

interface FormActionsProps {
  onCancel: () => void;
  submitting: boolean;
  /** A resume is still uploading: applying now would leave it out. */
  waiting?: boolean;
}

/** Cancel and Apply, at the end of either apply form. */
export function FormActions({ onCancel, submitting, waiting = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" loading={submitting} disabled={waiting} leftSection={<IconSend size={16} />}>
        {t('Apply')}
      </Button>
    </Group>
  );
}
