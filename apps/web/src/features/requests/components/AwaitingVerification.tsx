import { Anchor, Group, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { VERIFICATION_MESSAGES } from '@carenet/shared';
import { Link } from 'react-router';
import { t, tm } from '../../../lib/i18n';

/**
 * Where a doctor's Accept and Decline would be while their profile is not verified: the API would refuse
 * both, so the screen says why and where to finish verification instead.
 */
export function AwaitingVerification() {
  return (
    <Group gap={6} wrap="wrap">
      <IconHourglassHigh size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
      <Text size="sm" c="dimmed">
        {tm(VERIFICATION_MESSAGES.awaitingVerification)}
      </Text>
      <Anchor component={Link} to="/profileverification" size="sm" fw={600}>
        {t('Complete verification')}
      </Anchor>
    </Group>
  );
}
