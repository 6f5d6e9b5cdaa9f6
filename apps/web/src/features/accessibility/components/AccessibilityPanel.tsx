import {
  Button,
  CloseButton,
  FocusTrap,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { msg, t } from '../../../lib/i18n';
import { DEFAULT_A11Y, readA11y, saveA11y, type A11ySettings } from '../settings';

const TEXT_SIZES = [
  { value: '0', label: msg('Normal') },
  { value: '1', label: msg('Large') },
  { value: '2', label: msg('Larger') },
];

const SWITCHES: { key: Exclude<keyof A11ySettings, 'text'>; label: string }[] = [
  { key: 'contrast', label: msg('High contrast') },
  { key: 'font', label: msg('Readable font') },
  { key: 'links', label: msg('Underline links') },
  { key: 'still', label: msg('Stop animations') },
];

interface AccessibilityPanelProps {
  onClose: () => void;
}

/**
 * The accessibility widget's panel: text size in three steps, high contrast, a readable font,
 * underlined links and no animations, each applied at once and remembered in this browser; Reset
 * goes back to the defaults. Escape closes it.
 */
export function AccessibilityPanel({ onClose }: AccessibilityPanelProps) {
  const [settings, setSettings] = useState<A11ySettings>(readA11y);
  const titleId = useId();
  const change = (next: A11ySettings) => {
    setSettings(next);
    saveA11y(next);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <FocusTrap active>
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        shadow="xl"
        radius="md"
        p="md"
        withBorder
        style={{
          position: 'fixed',
          left: 16,
          bottom: 80,
          zIndex: 300,
          width: 'min(320px, calc(100vw - 32px))',
          maxHeight: 'calc(100dvh - 96px)',
          overflowY: 'auto',
        }}
      >
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('Accessibility')}
          </Title>
          <CloseButton aria-label={t('Close accessibility settings')} onClick={onClose} />
        </Group>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id={`${titleId}-text`}>
              {t('Text size')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`${titleId}-text`}
              data={TEXT_SIZES.map((size) => ({ ...size, label: t(size.label) }))}
              value={String(settings.text)}
              onChange={(value) => change({ ...settings, text: Number(value) as A11ySettings['text'] })}
            />
          </div>
          {SWITCHES.map(({ key, label }) => (
            <Switch
              key={key}
              label={t(label)}
              checked={settings[key]}
              onChange={(event) => change({ ...settings, [key]: event.currentTarget.checked })}
            />
          ))}
          <Button variant="default" onClick={() => change(DEFAULT_A11Y)}>
            {t('Reset')}
          </Button>
        </Stack>
      </Paper>
    </FocusTrap>
  );
}
