import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { DONATION_MESSAGES } from '@carenet/shared';
import { useSearchParams } from 'react-router';
import { tm } from '../../../lib/i18n';

/**
 * Back from the provider's checkout (?payment=success|cancelled, set by the API's return URLs). The
 * payment itself is confirmed by the provider's webhook, so success only says it is on its way.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('payment');
  if (outcome !== 'success' && outcome !== 'cancelled') return null;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('donation');
        return next;
      },
      { replace: true },
    );

  return outcome === 'success' ? (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      withCloseButton
      onClose={dismiss}
    >
      {tm(DONATION_MESSAGES.paymentReturnSucceeded)}
    </Alert>
  ) : (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} withCloseButton onClose={dismiss}>
      {tm(DONATION_MESSAGES.paymentReturnCancelled)}
    </Alert>
  );
}
