import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { NOTIFICATION_MESSAGES } from '@carenet/shared';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../push';
import { t, tm } from '../../../lib/i18n';

type State = 'checking' | 'unsupported' | 'off' | 'on';

/** Turns web push on or off for this browser (the preferences choose what it is used for). */
export function PushToggle({ userId }: { userId: string }) {
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const run = async (action: () => Promise<void>, next: State, message?: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setState(next);
      if (message) notifySuccess(message);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported') {
    return (
      <Text size="sm" c="dimmed">
        {t(
          'This browser cannot receive push notifications. You will still see them in CareNet and by e-mail.',
        )}
      </Text>
    );
  }
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconDeviceMobileMessage size={22} color="var(--mantine-color-care-7)" style={{ flexShrink: 0 }} />
        <Text size="sm">
          {state === 'on'
            ? t('Push notifications are on for this browser.')
            : t('Get notifications on this device even when CareNet is closed.')}
        </Text>
      </Group>
      {state === 'on' ? (
        <Button variant="default" loading={busy} onClick={() => void run(disablePush, 'off')}>
          {t('Turn off on this device')}
        </Button>
      ) : (
        <Button
          loading={busy || state === 'checking'}
          onClick={() => void run(() => enablePush(userId), 'on', tm(NOTIFICATION_MESSAGES.pushRegistered))}
        >
          {t('Turn on push notifications')}
        </Button>
      )}
      {error && (
        <Alert color="red" variant="light" w="100%">
          {error}
        </Alert>
      )}
    </Group>
  );
}
