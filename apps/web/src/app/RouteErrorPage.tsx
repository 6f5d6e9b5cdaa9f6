import { Suspense, lazy } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../lib/i18n';

// Both loaded when shown, as the '*' route loads the not-found page: no first load carries a page few
// visitors see.
const NotFoundPage = lazy(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }));
const CrashNotice = lazy(() =>
  import('./CrashNotice').then(
    (module) => ({ default: module.CrashNotice }),
    // The crash may be a newer deployment's missing file: then the notice's own file is missing too.
    () => ({ default: PlainCrashNotice }),
  ),
);

function PlainCrashNotice() {
  return (
    <p role="alert" style={{ padding: 24, textAlign: 'center' }}>
      {t('Something went wrong')}. {t('This page ran into a problem. Reloading usually helps.')}
    </p>
  );
}

/** What a screen that crashed shows instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <Suspense>
      <CrashNotice detail={error instanceof Error ? error.message : null} />
    </Suspense>
  );
}
