import { useCallback, useEffect, useState } from 'react';

/** How long every "resend code" link waits before another code may be asked for. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** A countdown in whole seconds, used to space out "resend code" requests. */
export function useCooldown(seconds: number) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, active: remaining > 0, start };
}

export type Cooldown = ReturnType<typeof useCooldown>;
