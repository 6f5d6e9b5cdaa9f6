import { Anchor, Badge, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingHospital,
  IconDiscountCheckFilled,
  IconMail,
  IconMapPin,
  IconSpeakerphone,
  IconWorld,
} from '@tabler/icons-react';
import { FACILITY_VERIFIED, FEED_PAGE_SIZE, type OrganizationDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useRequestPages } from '../../lib/requests';
import { RequestList } from '../components/RequestList';
import { useOrganization } from '../../features/organizations/api';
import { FacilityActions } from '../../features/organizations/components/FacilityActions';
import { FacilityDoctors } from '../../features/organizations/components/FacilityDoctors';
import { FacilityLogo } from '../../features/organizations/components/FacilityLogo';
import { VerifiedState } from '../../features/organizations/components/VerifiedState';
import { facilityAddress, facilityTypeLabel, websiteHref } from '../../features/organizations/format';
import { NotFoundState } from '../../components/NotFoundState';
import { QueryView } from '../../components/QueryView';
import { t } from '../../lib/i18n';

/** /organization/{id}: a facility's public page (docs/screens-and-flows.md#routes), opened from the 'Our Hospitals' carousel. */
export function OrganizationPage() {
  const { id = '' } = useParams();
  const query = useOrganization(id);

  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <QueryView
        query={query}
        loading={<OrganizationSkeleton />}
        notFound={<FacilityNotFound />}
        failedTitle={t('We could not load this facility')}
      >
        {(organization) => <Organization organization={organization} />}
      </QueryView>
    </Container>
  );
}

function Organization({ organization }: { organization: OrganizationDto }) {
  const address = facilityAddress(organization);
  const verified = organization.status === FACILITY_VERIFIED;
  const discount = organization.isDiscountEnabled ? Number(organization.discountPercentage ?? 0) : 0;
  const requests = useRequestPages(
    `facility-${organization._id}`,
    { orgId: organization._id },
    { pageSize: FEED_PAGE_SIZE, anonymous: true },
  );

  return (
    <Stack gap="lg">
      <Card padding={0} shadow="xs" style={{ overflow: 'hidden' }}>
        <div
          aria-hidden="true"
          style={{
            height: 88,
            background:
              'linear-gradient(120deg, var(--mantine-color-care-7) 0%, var(--mantine-color-care-5) 60%, var(--mantine-color-care-3) 100%)',
          }}
        />
        <Stack px={{ base: 'md', sm: 'xl' }} pb="lg" gap="sm" mt={-44}>
          <FacilityLogo
            name={organization.orgName}
            imageUrl={organization.defaultImageUrl}
            size={88}
            radius="md"
            bg="white"
            style={{ border: '3px solid white', boxShadow: 'var(--mantine-shadow-xs)' }}
          />
          <Group gap={6} wrap="nowrap" align="center">
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {organization.orgName}
            </Title>
            {verified && (
              <IconDiscountCheckFilled
                size={24}
                color="var(--mantine-color-care-6)"
                aria-label={t('Verified facility')}
                role="img"
                style={{ flexShrink: 0 }}
              />
            )}
          </Group>
          <Group gap={6}>
            <Badge variant="light" radius="sm" tt="none">
              {facilityTypeLabel(organization.orgType)}
            </Badge>
            <VerifiedState
              orgId={organization._id}
              status={organization.status}
              canManage={organization.abilities?.edit}
            />
            {organization.isFreeHospital && (
              <Badge variant="light" color="teal" radius="sm" tt="none">
                {t('Free care')}
              </Badge>
            )}
            {discount > 0 && (
              <Badge variant="light" color="grape" radius="sm" tt="none">
                {t('{discount}% discount', { discount })}
              </Badge>
            )}
          </Group>
          <Stack gap={6} mt={4}>
            {address && <ContactLine icon={IconMapPin}>{address}</ContactLine>}
            {organization.websiteUrl && (
              <ContactLine icon={IconWorld}>
                <Anchor href={websiteHref(organization.websiteUrl)} target="_blank" rel="noopener noreferrer">
                  {organization.websiteUrl}
                </Anchor>
              </ContactLine>
            )}
            {organization.orgEmail && (
              <ContactLine icon={IconMail}>
                <Anchor href={`mailto:${organization.orgEmail}`}>{organization.orgEmail}</Anchor>
              </ContactLine>
            )}
          </Stack>
          {(organization.abilities?.manageMembers || organization.myRole) && (
            <Anchor component={Link} to={`/facilityrequest/${organization._id}`} size="sm">
              {t('Manage this facility and its members')}
            </Anchor>
          )}
          <FacilityActions organization={organization} />
        </Stack>
      </Card>

      {(organization.description || organization.facilityServices.length > 0) && (
        <Card padding="lg" shadow="xs">
          <Stack gap="md">
            {organization.description && (
              <div>
                <Title order={2} fz="lg" mb={6}>
                  {t('About')}
                </Title>
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {organization.description}
                </Text>
              </div>
            )}
            {organization.facilityServices.length > 0 && (
              <div>
                <Title order={2} fz="lg" mb={8}>
                  {t('Services')}
                </Title>
                <Group gap={6}>
                  {organization.facilityServices.map((service) => (
                    <Badge key={service} variant="outline" color="gray" radius="sm" tt="none">
                      {service}
                    </Badge>
                  ))}
                </Group>
              </div>
            )}
          </Stack>
        </Card>
      )}

      <FacilityDoctors orgId={organization._id} />
      {verified && (
        <Anchor
          component={Link}
          to={`/finddoctors?${new URLSearchParams({ facility: organization.orgName })}`}
        >
          {t('Find doctors at {name}', { name: organization.orgName })}
        </Anchor>
      )}

      <Title order={2} fz="lg">
        {t('Requests and campaigns')}
      </Title>
      <RequestList
        query={requests}
        label={t('Requests and campaigns at {name}', { name: organization.orgName })}
        showFavourite={false}
        emptyIcon={IconSpeakerphone}
        emptyText={t('This facility has no open requests or campaigns right now.')}
      />
    </Stack>
  );
}

function ContactLine({ icon: LineIcon, children }: { icon: typeof IconMapPin; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <LineIcon size={18} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function OrganizationSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('Loading the facility')}>
      <Skeleton height={240} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

function FacilityNotFound() {
  return (
    <NotFoundState icon={IconBuildingHospital} title={t('Facility not found')}>
      {t('This facility does not exist, or it is not open to the public yet.')}
    </NotFoundState>
  );
}
