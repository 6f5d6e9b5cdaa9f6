import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { Suspense, lazy, useState } from 'react';
import { t } from '../../../lib/i18n';

// The dialog (its forms, schemas and libphonenumber) loads when first opened, not with every list of cards.
const ApplyDialog = lazy(async () => ({ default: (await import('./ApplyDialog')).ApplyDialog }));

/**
 * Apply, where the API lets the viewer apply: small on a card, `prominent` on the request's page. A
 * signed-out visitor applies in the same dialog and confirms by e-mail.
 */
export function ApplyButton({ request, prominent = false }: { request: RequestDto; prominent?: boolean }) {
  const [opened, dialog] = useDisclosure(false);
  // Once opened the dialog stays mounted, so it can play its closing transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  if (!request.abilities.apply) return null;

  return (
    <>
      <Button
        size={prominent ? 'sm' : 'compact-sm'}
        variant={prominent ? 'filled' : 'light'}
        leftSection={<IconSend size={prominent ? 16 : 14} />}
        onClick={dialog.open}
      >
        {t('Apply')}
      </Button>
      {used && (
        <Suspense>
          <ApplyDialog request={request} opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
