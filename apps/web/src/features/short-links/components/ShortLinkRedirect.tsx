import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ApiError } from '../../../lib/api';
import { useShortUrl } from '../api';
import { t } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

/** A path on this site: one slash, then no slash or backslash that a browser would read as another host. */
const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url) && !url.includes('\\');

/**
 * A short link's /{id}: replaces itself with the page it stands for. The API only keeps CareNet's own
 * paths; this checks again, so a link can never lead off the site.
 */
export function ShortLinkRedirect({ id, notFound }: { id: string; notFound: ReactNode }) {
  const target = useShortUrl(id);
  if (target.isPending) {
    return (
      <Center py="xl">
        <BusyIndicator label={t('Opening the link')} />
      </Center>
    );
  }
  if (target.isError) {
    const missing = target.error instanceof ApiError && target.error.statusCode < 500;
    return missing ? notFound : <LoadFailedAlert title={t('We could not open this link')} query={target} />;
  }
  return isSitePath(target.data.url) ? <Navigate to={target.data.url} replace /> : notFound;
}
