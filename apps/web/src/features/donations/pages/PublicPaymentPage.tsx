import { Alert, Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHeartSearch } from '@tabler/icons-react';
import { DONATION_MESSAGES, requestDonationCurrency, type RequestDto } from '@carenet/shared';
import { Link, useSearchParams } from 'react-router';
import { requestDetailPath } from '../../../lib/requestPaths';
import { useRequest } from '../../../lib/requests';
import { DonationForm } from '../components/DonationForm';
import { DONATION_FOR_REQUEST } from '../links';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { t, tm } from '../../../lib/i18n';

/**
 * docs/screens-and-flows.md#routes guest donation page, /publicPayment?donationfor=donationRequest&donationid={id}&currency={UNITS}.
 * The currency charged is the request's own: the one in the address is what the link was made
 * with, and a stale or edited link must not change what the donor pays in.
 */
export function PublicPaymentPage() {
  const [params] = useSearchParams();
  const id =
    params.get('donationfor') === DONATION_FOR_REQUEST ? (params.get('donationid')?.trim() ?? '') : '';
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {id ? <RequestDonation id={id} /> : <DonationTargetNotFound />}
    </Container>
  );
}

function RequestDonation({ id }: { id: string }) {
  return (
    <QueryView
      query={useRequest(id)}
      loading={<DonationCardSkeleton />}
      notFound={<DonationTargetNotFound />}
      failedTitle={t('We could not load this request')}
    >
      {(request) => <DonationCard request={request} />}
    </QueryView>
  );
}

function DonationCardSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading the request')}>
      <Skeleton height={14} width={120} />
      <Skeleton height={26} width="80%" mt="md" />
      <Skeleton height={36} mt="xl" />
      <Skeleton height={36} mt="md" />
    </Card>
  );
}

function DonationCard({ request }: { request: RequestDto }) {
  // The API answers whether this viewer may give to it (not its own creator); the currency says in what.
  const currency = request.abilities.donate ? requestDonationCurrency(request.units) : null;
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {t('Donate to')}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={requestDetailPath(request)} c="dark" inherit>
              {request.title}
            </Anchor>
          </Title>
          <Text size="xs" c="dimmed" mt={4}>
            {t('Ref id: {id}', { id: request.uniqueReferenceId })}
          </Text>
        </div>
        {currency ? (
          <DonationForm requestId={request._id} currency={currency} />
        ) : (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
            {tm(DONATION_MESSAGES.notAcceptingDonations)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function DonationTargetNotFound() {
  return (
    <NotFoundState icon={IconHeartSearch} title={t('Nothing to donate to here')}>
      {t(
        'This donation link does not name a request we know: it may be mistyped, or the request may have been removed or made private.',
      )}
    </NotFoundState>
  );
}
