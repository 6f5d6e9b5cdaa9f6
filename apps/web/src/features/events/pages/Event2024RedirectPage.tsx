import { Center } from '@mantine/core';
import { EVENT_2024_REDIRECTS } from '@carenet/shared';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { NotFoundState } from '../../../components/NotFoundState';
import { useEventSite } from '../api';
import { t } from '../../../lib/i18n';
import { BusyIndicator } from '../../../components/BusyIndicator';

type OldPath = keyof typeof EVENT_2024_REDIRECTS;

/**
 * /event/2024/registration and /event/2024/donation: the 2024 forms now lead to their 2025 pages, on the
 * configured event site when there is one, else here. The target is a fixed path on that one configured
 * origin, never taken from the address, so this is no open redirect.
 */
export function Event2024RedirectPage() {
  const { form = '' } = useParams();
  const site = useEventSite();
  const oldPath = `/event/2024/${form}`;
  const target = (EVENT_2024_REDIRECTS as Record<string, string | undefined>)[oldPath] as
    (typeof EVENT_2024_REDIRECTS)[OldPath] | undefined;
  const siteUrl = site.data?.eventSiteUrl ?? null;

  useEffect(() => {
    if (target && siteUrl) window.location.replace(new URL(target, siteUrl).toString());
  }, [target, siteUrl]);

  if (!target) {
    return (
      <NotFoundState icon={IconCalendarEvent} title={t('Page not found')}>
        {t(
          "There is no such event form. The 2024 registration and donation forms lead to this year's event.",
        )}
      </NotFoundState>
    );
  }
  if (site.isPending || siteUrl) {
    return (
      <Center py="xl">
        <BusyIndicator label={t('Opening the event page')} />
      </Center>
    );
  }
  return <Navigate to={target} replace />;
}
