import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RequestDto } from '@carenet/shared';
import { useRequestDonations } from '../api';
import { donationCurrencyOf } from '../currency';
import { DonationTotals } from './DonationTotals';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { RecentDonation } from './RecentDonation';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ShowMoreDonations } from './ShowMoreDonations';
import { t } from '../../../lib/i18n';

/**
 * docs/request-states.md#donations donations on the request page: what was raised and the recent donations. A request closed
 * to donations shows the section only when it has some.
 */
export function DonationsSection({ request }: { request: RequestDto }) {
  const query = useRequestDonations(request._id);
  const open = donationCurrencyOf(request) !== null;
  const donations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = query.data?.pages[0]?.totals ?? [];
  if (!open && (query.isPending || donations.length === 0)) return null;

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="donations-title">
      <Title order={2} fz="lg" mb="md" id="donations-title">
        {t('Donations')}
      </Title>
      <Stack gap="md">
        <PaymentReturnNotice />
        {query.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading donations')}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={12} width="40%" />
          </Stack>
        ) : query.isError && !query.data ? (
          <LoadFailedAlert query={query} />
        ) : donations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('No donations yet. Be the first to give.')}
          </Text>
        ) : (
          <>
            <DonationTotals totals={totals} />
            <div>
              {donations.map((donation) => (
                <RecentDonation key={donation._id} donation={donation} />
              ))}
              <ShowMoreDonations query={query} />
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
