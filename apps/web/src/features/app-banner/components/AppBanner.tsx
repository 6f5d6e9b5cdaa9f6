import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { t } from '../../../lib/i18n';
import { installPrompt } from '../../../lib/installPrompt';
import { installWay, isIosSafari, runsInstalled } from '../installWay';

export const APP_BANNER_DISMISSED_KEY = 'carenet.appBanner.dismissed';

/**
 * The phone banner 'Get the CareNet app', until dismissed: a link to the store's app when one is set,
 * otherwise installing CareNet itself, by the browser's prompt or, on iOS Safari, by its Share menu.
 * Nothing when there is nothing to offer or CareNet already runs installed.
 */
export function AppBanner({ appUrl }: { appUrl: string }) {
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, installPrompt.get);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(APP_BANNER_DISMISSED_KEY) === '1');
  const way = installWay({
    appUrl,
    canPrompt: offer !== null,
    iosSafari: isIosSafari(navigator),
    installed: runsInstalled(),
  });
  if (dismissed || !way) return null;

  const dismiss = () => {
    localStorage.setItem(APP_BANNER_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const install = async () => {
    // The browser offers once: a second press would have nothing to prompt with.
    await installPrompt.take()?.prompt();
    dismiss();
  };
  return (
    <Paper
      component="aside"
      aria-label={t('Get the CareNet app')}
      withBorder
      radius="md"
      p="sm"
      mb="md"
      shadow="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('Get the CareNet app')}
          </Text>
          {way === 'ios' && (
            <Text size="xs" c="dimmed">
              {t('Tap Share, then Add to Home Screen.')}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {way === 'store' && (
            <Button component="a" href={appUrl} target="_blank" rel="noopener" size="compact-sm">
              {t('Get the app')}
            </Button>
          )}
          {way === 'prompt' && (
            <Button size="compact-sm" onClick={() => void install()}>
              {t('Install')}
            </Button>
          )}
          <CloseButton aria-label={t('Dismiss the app banner')} onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
