import { Anchor, Badge, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { useOrganization } from '../api';
import { FacilityLogo } from './FacilityLogo';
import { t } from '../../../lib/i18n';

/**
 * The facility a request is addressed to, by name and logo. A facility the reader may not see (one
 * awaiting verification) still reads as assigned, without naming it.
 */
export function FacilityLink({ orgId }: { orgId: string }) {
  const query = useOrganization(orgId);
  if (query.isPending) return <Skeleton height={32} width="70%" aria-label={t('Loading the facility')} />;
  if (query.isError) {
    return (
      <Badge variant="light" radius="sm" tt="none">
        {t('Facility assigned')}
      </Badge>
    );
  }
  const facility = query.data;
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <FacilityLogo name={facility.orgName} imageUrl={facility.defaultImageUrl} size={32} radius="sm" />
      <Anchor component={Link} to={`/organization/${facility._id}`} size="sm" fw={600} c="dark" truncate>
        {facility.orgName}
      </Anchor>
    </Group>
  );
}
