import { Anchor, Stack, Text } from '@mantine/core';
import { DONATION_MESSAGES } from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

/** While the browser leaves for the provider's checkout; the link is there in case it does not. */
export function CheckoutRedirect({ url }: { url: string }) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" role="status">
      <BusyIndicator label={t('Opening the payment page')} />
      <Text>{tm(DONATION_MESSAGES.checkoutStarted)}</Text>
      <Anchor href={url}>{t('Open the payment page')}</Anchor>
    </Stack>
  );
}
