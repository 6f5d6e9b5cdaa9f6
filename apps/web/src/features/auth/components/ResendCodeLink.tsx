import { Anchor } from '@mantine/core';
import type { Cooldown } from '../hooks/useCooldown';
import { msg, t } from '../../../lib/i18n';

interface ResendCodeLinkProps {
  cooldown: Cooldown;
  /** A send or verification is under way. */
  busy: boolean;
  onResend: () => void;
  /** Shown while the cooldown runs: a msg()-marked text with {seconds}, the seconds left. */
  waitingLabel?: string;
}

/** "Resend code", greyed out with a countdown until another code may be asked for. */
export function ResendCodeLink({
  cooldown,
  busy,
  onResend,
  waitingLabel = msg('Resend in {seconds}s'),
}: ResendCodeLinkProps) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={cooldown.active || busy}
      c={cooldown.active ? 'dimmed' : undefined}
      onClick={onResend}
    >
      {cooldown.active ? t(waitingLabel, { seconds: cooldown.remaining }) : t('Resend code')}
    </Anchor>
  );
}
