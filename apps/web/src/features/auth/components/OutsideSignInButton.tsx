import { Button, Divider } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { OIDC_MESSAGES } from '@carenet/shared';
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/redirect';
import { outsideSignInStartUrl } from '../outsideSignInApi';
import { t, tm } from '../../../lib/i18n';

/**
 * 'Continue with <provider>': a plain link to the API, which redirects to the provider; the person comes
 * back to /authorize and then to the page the login screen was going to.
 */
export default function OutsideSignInButton({ provider }: { provider: string }) {
  const [searchParams] = useSearchParams();
  const state = (useLocation().state ?? {}) as { from?: string };
  const returnTo = safeRedirect(searchParams.get('redirect') ?? state.from);
  return (
    <>
      <Divider label={t('or')} labelPosition="center" />
      <Button
        component="a"
        href={outsideSignInStartUrl(returnTo)}
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {tm(OIDC_MESSAGES.continueWith(provider))}
      </Button>
    </>
  );
}
