import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useState } from 'react';

// The container (transitions, portal, scroll-bar offsets) is not part of a page's first load: it loads on the
// visitor's first click or key, ahead of the toasts an action brings, or with the first toast shown before.
const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer')).ToastContainer }));

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

export function Toasts() {
  const waiting = useNotifications().notifications.length > 0;
  const [wanted, setWanted] = useState(false);
  if (waiting && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { capture: true, once: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? (
    <Suspense>
      <ToastContainer />
    </Suspense>
  ) : null;
}
