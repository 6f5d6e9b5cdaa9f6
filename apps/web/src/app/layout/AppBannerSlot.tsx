import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { installPrompt } from '../../lib/installPrompt';
import { useWideFrom } from '../../lib/useWideFrom';

const AppBanner = lazy(async () => ({
  default: (await import('../../features/app-banner/components/AppBanner')).AppBanner,
}));

export const APP_BANNER_DISMISSED_KEY = 'carenet.appBanner.dismissed';
const APP_URL = String(import.meta.env.VITE_MOBILE_APP_URL ?? '');

/**
 * docs/tour-and-accessibility.md: on a phone (narrower than 768 px) the banner to get the app, until
 * dismissed; without a configured app link it offers to install CareNet itself, and only once the
 * browser offered that.
 */
export function AppBannerSlot() {
  const wide = useWideFrom('sm');
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, installPrompt.get);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(APP_BANNER_DISMISSED_KEY) === '1');
  if (wide || dismissed || (!APP_URL && !offer)) return null;
  return (
    <Suspense>
      <AppBanner
        appUrl={APP_URL}
        onDismiss={() => {
          localStorage.setItem(APP_BANNER_DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
