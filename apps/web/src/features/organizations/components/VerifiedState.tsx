import { Anchor, Badge, Group } from '@mantine/core';
import { IconDiscountCheckFilled, IconHourglassHigh } from '@tabler/icons-react';
import { FACILITY_VERIFIED } from '@carenet/shared';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

interface VerifiedStateProps {
  orgId: string;
  status: number;
  /** The viewer manages the facility, so is shown the way to have it verified. */
  canManage?: boolean;
}

/** 'Verified', or 'Awaiting verification' with (for its managers) the way to /organizationVerification. */
export function VerifiedState({ orgId, status, canManage = false }: VerifiedStateProps) {
  if (status === FACILITY_VERIFIED) {
    return (
      <Badge
        variant="light"
        color="care"
        radius="sm"
        tt="none"
        leftSection={<IconDiscountCheckFilled size={14} />}
      >
        {t('Verified')}
      </Badge>
    );
  }
  return (
    <Group gap={8} wrap="wrap">
      <Badge
        variant="light"
        color="yellow"
        radius="sm"
        tt="none"
        leftSection={<IconHourglassHigh size={14} />}
      >
        {t('Awaiting verification')}
      </Badge>
      {canManage && (
        <Anchor
          component={Link}
          to={`/organizationVerification?orgId=${encodeURIComponent(orgId)}`}
          size="sm"
        >
          {t('Have it verified')}
        </Anchor>
      )}
    </Group>
  );
}
