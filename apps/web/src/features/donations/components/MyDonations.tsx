import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DONATION_STATUS_LABELS, formatDonationAmount, type DonationDto } from '@carenet/shared';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { requestDetailPath } from '../../../lib/requestPaths';
import { useUserDonations } from '../api';
import { DONATION_STATUS_COLOURS } from './statusColours';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ShowMoreDonations } from './ShowMoreDonations';
import { t, tm } from '../../../lib/i18n';

function DonationLine({ donation, first }: { donation: DonationDto; first: boolean }) {
  return (
    <Group
      justify="space-between"
      gap="xs"
      py="sm"
      wrap="nowrap"
      align="flex-start"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={requestDetailPath(donation.request)}
          fw={600}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {donation.request.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {donation.anonymous
            ? t('{date} · anonymous', { date: formatDate(donation.createdAt) })
            : formatDate(donation.createdAt)}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="sm" fw={600}>
          {formatDonationAmount(donation.amount, donation.currency)}
        </Text>
        <Badge
          size="sm"
          variant="light"
          radius="sm"
          tt="none"
          color={DONATION_STATUS_COLOURS[donation.status]}
        >
          {tm(DONATION_STATUS_LABELS[donation.status])}
        </Badge>
      </Stack>
    </Group>
  );
}

/** The signed-in donor's own donations, on their profile (GET /user/{id}/donations is theirs alone). */
export function MyDonations({ userId }: { userId: string }) {
  const query = useUserDonations(userId);
  const donations = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card padding="lg" component="section" aria-labelledby="my-donations-title">
      <Title order={2} fz="lg" mb="sm" id="my-donations-title">
        {t('My donations')}
      </Title>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('Loading your donations')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : query.isError && !query.data ? (
        <LoadFailedAlert query={query} />
      ) : donations.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('You have not donated yet. Donations you make while signed in are listed here.')}
        </Text>
      ) : (
        <div>
          {donations.map((donation, index) => (
            <DonationLine key={donation._id} donation={donation} first={index === 0} />
          ))}
          <ShowMoreDonations query={query} />
        </div>
      )}
    </Card>
  );
}
