import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';
import { installPrompt } from '../../../lib/installPrompt';

interface AppBannerProps {
  /** The mobile app's store page; empty when none is configured (the banner then offers to install CareNet). */
  appUrl: string;
  onDismiss: () => void;
}

/** The phone banner: 'Get the CareNet app', a link to the app or the browser's install, and a close button. */
export function AppBanner({ appUrl, onDismiss }: AppBannerProps) {
  const install = async () => {
    const offer = installPrompt.take();
    if (offer) await offer.prompt();
    onDismiss();
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
        <Text size="sm" fw={600}>
          {t('Get the CareNet app')}
        </Text>
        <Group gap={4} wrap="nowrap">
          {appUrl ? (
            <Button component="a" href={appUrl} target="_blank" rel="noopener" size="compact-sm">
              {t('Get the app')}
            </Button>
          ) : (
            <Button size="compact-sm" onClick={() => void install()}>
              {t('Install')}
            </Button>
          )}
          <CloseButton aria-label={t('Dismiss the app banner')} onClick={onDismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
