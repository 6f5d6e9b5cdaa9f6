import { Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingHospital, IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { UserOrganizationDto } from '@carenet/shared';
import { Link } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { ListQueryView } from '../../../components/ListQueryView';
import { useSession } from '../../../lib/session';
import { useMyFacilities } from '../api';
import { FacilityLogo } from '../components/FacilityLogo';
import { MyInvitations } from '../components/MyInvitations';
import { VerifiedState } from '../components/VerifiedState';
import { MEMBER_ROLE_LABELS, facilityTypeLabel } from '../format';
import { t } from '../../../lib/i18n';

/** /facilityrequest: the facilities the signed-in user acts for, each opening its management page. */
export function MyFacilitiesPage() {
  const session = useSession();
  const facilities = useMyFacilities(session?._id ?? '');

  return (
    <ListPage
      title={t('My Facilities')}
      description={t('The hospitals and clinics you act for, and your role in each.')}
      icon={IconBuildingHospital}
      action={
        <Button component={Link} to="/addOrg" leftSection={<IconPlus size={18} />}>
          {t('Add a Facility')}
        </Button>
      }
    >
      <MyInvitations hideWhenEmpty />
      <ListQueryView
        query={facilities}
        failedTitle={t('We could not load your facilities')}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading your facilities')}>
            <Skeleton height={84} radius="md" />
            <Skeleton height={84} radius="md" />
          </Stack>
        }
        empty={
          <Card padding="xl" shadow="xs">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconBuildingHospital size={30} stroke={1.5} />
              </ThemeIcon>
              <Text fw={600}>{t('No Facilities')}</Text>
              <Text size="sm" c="dimmed" maw={380}>
                {t('Add the hospital or clinic you work for, or accept an invitation from one.')}
              </Text>
            </Stack>
          </Card>
        }
      >
        {(items) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((facility) => (
              <li key={facility._id}>
                <FacilityRow facility={facility} />
              </li>
            ))}
          </Stack>
        )}
      </ListQueryView>
    </ListPage>
  );
}

function FacilityRow({ facility }: { facility: UserOrganizationDto }) {
  return (
    <Card
      component={Link}
      to={`/facilityrequest/${facility._id}`}
      padding="md"
      shadow="xs"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap="md" wrap="nowrap">
        <FacilityLogo
          decorative
          name={facility.orgName}
          imageUrl={facility.defaultImageUrl}
          size={52}
          radius="md"
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {facility.orgName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {facilityTypeLabel(facility.orgType)}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {t(MEMBER_ROLE_LABELS[facility.role])}
            </Badge>
            <VerifiedState orgId={facility._id} status={facility.status} />
          </Group>
        </Stack>
        <IconChevronRight size={20} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
      </Group>
    </Card>
  );
}
