import { Anchor } from '@mantine/core';
import type { Cooldown } from '../hooks/useCooldown';

interface ResendCodeLinkProps {
  cooldown: Cooldown;
  /** A send or verification is under way. */
  busy: boolean;
  onResend: () => void;
  /** Shown with the seconds left while the cooldown runs. */
  waitingLabel?: string;
}

/** "Resend code", greyed out with a countdown until another code may be asked for. */
export function ResendCodeLink({
  cooldown,
  busy,
  onResend,
  waitingLabel = 'Resend in',
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
      {cooldown.active ? `${waitingLabel} ${cooldown.remaining}s` : 'Resend code'}
    </Anchor>
  );
}
