import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { requestDonationCurrency, type RequestDto } from '@carenet/shared';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { storeRedirect } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { rememberDonateClick, takeDonateClick } from '../donateIntent';
import { donateReturnPath, publicPaymentPath } from '../links';
import { DonatePrompt } from './DonatePrompt';
import { t } from '../../../lib/i18n';

// The donation form (its fields, schema and card details) loads when first opened, not with every list of cards.
const DonationDialog = lazy(async () => ({ default: (await import('./DonationDialog')).DonationDialog }));

/**
 * Donate: a signed-in donor gets the donation form; a signed-out one the docs/screens-and-flows.md#flows prompt, to give as
 * a guest on /publicPayment or to sign in first (docs/screens-and-flows.md#flows) and come back with the form open.
 */
export function DonateButton({ request, prominent = false }: { request: RequestDto; prominent?: boolean }) {
  const viewer = useSession();
  const navigate = useNavigate();
  const [formOpened, { open: openForm, close: closeForm }] = useDisclosure(false);
  const [promptOpened, prompt] = useDisclosure(false);
  // Once opened the form stays mounted, so it can play its closing transition.
  const [formUsed, setFormUsed] = useState(false);
  if (formOpened && !formUsed) setFormUsed(true);
  const allowed = request.abilities.donate;
  const currency = requestDonationCurrency(request.units);

  useEffect(() => {
    if (allowed && viewer && takeDonateClick(request._id)) openForm();
  }, [allowed, viewer, request._id, openForm]);

  if (!allowed || !currency) return null;

  const donateAsGuest = () => void navigate(publicPaymentPath(request._id, currency));
  const loginToDonate = () => {
    storeRedirect(donateReturnPath(request._id));
    rememberDonateClick(request._id);
    void navigate('/login');
  };

  return (
    <>
      <Button
        size={prominent ? 'sm' : 'compact-sm'}
        variant={prominent ? 'filled' : 'light'}
        leftSection={<IconHeartHandshake size={prominent ? 16 : 14} />}
        onClick={viewer ? openForm : prompt.open}
      >
        {t('Donate')}
      </Button>
      {viewer ? (
        formUsed && (
          <Suspense>
            <DonationDialog request={request} currency={currency} opened={formOpened} onClose={closeForm} />
          </Suspense>
        )
      ) : (
        <DonatePrompt
          opened={promptOpened}
          onClose={prompt.close}
          onGuest={donateAsGuest}
          onLogin={loginToDonate}
        />
      )}
    </>
  );
}
