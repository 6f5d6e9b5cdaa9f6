import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { fillIn } from '../../../lib/fillIn';
import { t } from '../../../lib/i18n';

/**
 * After registering an address that is not yet proved: nothing is held until the link mailed to it is
 * opened. The person may have the link sent again or correct the address.
 */
export function CheckYourEmail({
  email,
  message,
  resending,
  resent,
  onResend,
  onChangeAddress,
}: {
  email: string;
  /** The server's message: what to do, and for how long the link works. */
  message: string;
  resending: boolean;
  resent: boolean;
  onResend: () => void;
  onChangeAddress: () => void;
}) {
  return (
    <Alert color="blue" icon={<IconMailForward />} title={t('Check your e-mail')} role="status">
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {fillIn(t('We sent a confirmation link to {email}.'), { email: <strong>{email}</strong> })}
        </Text>
        <Text size="sm">{message}</Text>
        <Text size="sm" c="dimmed">
          {t('It can take a few minutes to arrive. If you cannot find it, look in your spam folder.')}
        </Text>
        {resent && (
          <Text size="sm" fw={600}>
            {t('We sent a new link. Any of the links works.')}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={onResend} loading={resending}>
            {t('Send the link again')}
          </Button>
          <Button variant="subtle" onClick={onChangeAddress}>
            {t('Use another e-mail address')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
