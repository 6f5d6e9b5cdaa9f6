import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { loginPathFor } from '../../auth/redirect';
import { useSession } from '../../auth/session';
import { detailPath } from '../../requests/rules';
import { canApply } from '../rules';
import { ApplyDialog } from './ApplyDialog';

/**
 * Apply, on community requests that take applications: small on a card, `prominent` on the request's
 * page. Applying needs an account, so a signed-out visitor signs in first and comes back to the request.
 */
export function ApplyButton({ request, prominent = false }: { request: RequestDto; prominent?: boolean }) {
  const viewer = useSession();
  const navigate = useNavigate();
  const [opened, dialog] = useDisclosure(false);
  if (!canApply(viewer, request)) return null;

  return (
    <>
      <Button
        size={prominent ? 'sm' : 'compact-sm'}
        variant={prominent ? 'filled' : 'light'}
        leftSection={<IconSend size={prominent ? 16 : 14} />}
        onClick={viewer ? dialog.open : () => void navigate(loginPathFor(detailPath(request)))}
      >
        Apply
      </Button>
      {viewer && <ApplyDialog request={request} opened={opened} onClose={dialog.close} />}
    </>
  );
}
