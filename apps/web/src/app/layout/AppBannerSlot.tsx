import { Suspense, lazy, useEffect, useState } from 'react';
// Listens from the start: the browser may offer to install CareNet before the banner's code is here.
import '../../lib/installPrompt';
import { useWideFrom } from '../../lib/useWideFrom';

// Loaded unasked, on every phone page: if it cannot load (a newer version deployed since the page
// opened), the page goes on without it rather than failing.
const AppBanner = lazy(() =>
  import('../../features/app-banner/components/AppBanner').then(
    (module) => ({ default: module.AppBanner }),
    () => ({ default: () => null }),
  ),
);

const APP_URL = String(import.meta.env.VITE_MOBILE_APP_URL ?? '');

/**
 * docs/tour-and-accessibility.md: on a phone (narrower than 768 px) the banner to get the app. Its code
 * loads after the page's first paint, and never on a wider screen: the first load stays the page's own.
 */
export function AppBannerSlot() {
  const wide = useWideFrom('sm');
  const [painted, setPainted] = useState(false);
  // Effects run once the first render is on screen.
  useEffect(() => setPainted(true), []);
  if (wide || !painted) return null;
  return (
    <Suspense>
      <AppBanner appUrl={APP_URL} />
    </Suspense>
  );
}
