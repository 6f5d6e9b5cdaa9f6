import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDonationAmount, type PublicDonationDto } from '@carenet/shared';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/dates';
import { DONATION_STATUS_COLOURS } from './statusColours';
import { msg, t } from '../../../lib/i18n';

const STATUS_SHORT = { pledged: msg('Pledge'), paid: msg('Paid') } as const;
/** The name the API gives a donor who is not shown. */
const ANONYMOUS = 'Anonymous';

/** One line of a request's donations: who (or 'Anonymous'), how much, pledge or paid, and their words. */
export function RecentDonation({ donation }: { donation: PublicDonationDto }) {
  const label =
    donation.status === 'paid' || donation.status === 'pledged' ? STATUS_SHORT[donation.status] : null;
  return (
    <Stack gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {donation.donorId ? (
          <Anchor component={Link} to={`/user/${donation.donorId}`} size="sm" fw={600} c="dark" truncate>
            {donation.donorName}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} truncate>
            {donation.donorName === ANONYMOUS ? t('Anonymous') : donation.donorName}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600}>
            {formatDonationAmount(donation.amount, donation.currency)}
          </Text>
          {label && (
            <Badge
              size="sm"
              variant="light"
              radius="sm"
              tt="none"
              color={DONATION_STATUS_COLOURS[donation.status]}
            >
              {t(label)}
            </Badge>
          )}
        </Group>
      </Group>
      {donation.message && (
        <Text size="sm" c="gray.7" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          “{donation.message}”
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {relativeTime(donation.createdAt)}
      </Text>
    </Stack>
  );
}
