import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { onTourRequest, tourRoleOf } from '../../lib/tour';

// The tour's code loads only for a signed-in user whose role has a tour and who has not taken it yet,
// or who asks for it again from the profile menu.
const GuidedTour = lazy(async () => ({
  default: (await import('../../features/tour/components/GuidedTour')).GuidedTour,
}));

/** docs/tour-and-accessibility.md: the guided tour starts on the home page while the user's flag is not true. */
export function TourSlot() {
  const session = useSession();
  const { pathname } = useLocation();
  const [asked, setAsked] = useState(0);
  const [closed, setClosed] = useState(false);
  useEffect(() => onTourRequest(() => setAsked((n) => n + 1)), []);

  if (!session || !tourRoleOf(session.roles)) return null;
  const due = asked > 0 || (session.isTourCompletedForTalHospitals !== true && pathname === '/' && !closed);
  if (!due) return null;
  return (
    <Suspense>
      <GuidedTour
        key={asked}
        user={session}
        onDone={() => {
          setAsked(0);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
