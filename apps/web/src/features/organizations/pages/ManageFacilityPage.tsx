import { Alert, Anchor, Badge, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingHospital, IconMailExclamation } from '@tabler/icons-react';
import type { OrganizationDto } from '@carenet/shared';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../components/NotFoundState';
import { QueryView } from '../../../components/QueryView';
import { useOrganization } from '../api';
import { FacilityActions } from '../components/FacilityActions';
import { FacilityLogo } from '../components/FacilityLogo';
import { FacilityUploadsCard } from '../components/FacilityUploadsCard';
import { MembersCard } from '../components/MembersCard';
import { VerifiedState } from '../components/VerifiedState';
import { MEMBER_ROLE_LABELS, facilityAddress, facilityTypeLabel } from '../format';
import { t } from '../../../lib/i18n';

/** /facilityrequest/{id}: one of the user's facilities, to edit and to manage its members. */
export function ManageFacilityPage() {
  const { id = '' } = useParams();
  const query = useOrganization(id);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/facilityrequest" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {t('My Facilities')}
          </Group>
        </Anchor>
        <QueryView
          query={query}
          loading={
            <Stack gap="lg" aria-busy="true" aria-label={t('Loading the facility')}>
              <Skeleton height={160} radius="md" />
              <Skeleton height={200} radius="md" />
            </Stack>
          }
          notFound={
            <NotFoundState icon={IconBuildingHospital} title={t('Facility not found')}>
              {t('This facility does not exist, or you no longer act for it.')}
            </NotFoundState>
          }
          failedTitle={t('We could not load this facility')}
        >
          {(organization) => <ManageFacility organization={organization} />}
        </QueryView>
      </Stack>
    </Container>
  );
}

function ManageFacility({ organization }: { organization: OrganizationDto }) {
  const canEdit = organization.abilities?.edit ?? false;
  return (
    <Stack gap="lg">
      <Card padding="lg" shadow="xs">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <FacilityLogo
              name={organization.orgName}
              imageUrl={organization.defaultImageUrl}
              size={64}
              radius="md"
            />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: 'anywhere' }}>
                {organization.orgName}
              </Title>
              <Text size="sm" c="dimmed">
                {facilityTypeLabel(organization.orgType)}
              </Text>
              <Group gap={6}>
                {organization.myRole && (
                  <Badge variant="outline" color="gray" radius="sm" tt="none">
                    {t('You: {role}', { role: t(MEMBER_ROLE_LABELS[organization.myRole]) })}
                  </Badge>
                )}
                <VerifiedState orgId={organization._id} status={organization.status} canManage={canEdit} />
              </Group>
            </Stack>
          </Group>
          {facilityAddress(organization) && <Text size="sm">{facilityAddress(organization)}</Text>}
          {organization.orgEmail && !organization.orgEmailVerified && (
            <Alert color="yellow" variant="light" icon={<IconMailExclamation size={18} />}>
              {t('{email} is not confirmed yet: open the link we sent to it.', {
                email: organization.orgEmail,
              })}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={`/organization/${organization._id}`} size="sm">
              {t('View the public page')}
            </Anchor>
            <FacilityActions organization={organization} />
          </Group>
        </Stack>
      </Card>
      {canEdit && <FacilityUploadsCard organization={organization} />}
      <MembersCard organization={organization} />
    </Stack>
  );
}
