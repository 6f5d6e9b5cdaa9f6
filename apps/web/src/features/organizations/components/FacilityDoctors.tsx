import {
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { SALUTATION_LABELS, SALUTATIONS, type FacilityDoctorDto, type Salutation } from '@carenet/shared';
import { Link } from 'react-router';
import { ListQueryView } from '../../../components/ListQueryView';
import { UserAvatar } from '../../../components/UserAvatar';
import { useFacilityDoctors } from '../api';
import { t, tm } from '../../../lib/i18n';

/**
 * The facility's verified doctors, each opening their public profile. Everyone who may see the facility
 * sees them (GET /organization/{id}/doctors); managing the members stays on the facility's manage page.
 */
export function FacilityDoctors({ orgId }: { orgId: string }) {
  const doctors = useFacilityDoctors(orgId);
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('Doctors')}
        </Title>
        <ListQueryView
          query={doctors}
          loading={
            <div aria-busy="true">
              <VisuallyHidden>{t('Loading the doctors')}</VisuallyHidden>
              <Skeleton height={56} radius="md" />
            </div>
          }
          failedTitle={t('We could not load the doctors')}
          empty={
            <Text size="sm" c="dimmed">
              {t('No doctors listed yet.')}
            </Text>
          }
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {rows.map((doctor) => (
                <DoctorCard key={doctor._id} doctor={doctor} />
              ))}
            </SimpleGrid>
          )}
        </ListQueryView>
      </Stack>
    </Card>
  );
}

function DoctorCard({ doctor }: { doctor: FacilityDoctorDto }) {
  const details = [
    doctor.specialities.join(', '),
    doctor.yearsOfExperience !== null ? experienceText(doctor.yearsOfExperience) : '',
  ].filter(Boolean);
  return (
    <UnstyledButton
      component={Link}
      to={`/DoctorProfile/${doctor._id}`}
      p={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={doctor.name} imageUrl={doctor.profile_image_url} radius="xl" aria-hidden="true" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {displayName(doctor)}
          </Text>
          {details.length > 0 && (
            <Text size="xs" c="dimmed" truncate>
              {details.join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** The doctor's title before their name ('Dr Asha Rao'), when they gave one. */
function displayName(doctor: FacilityDoctorDto): string {
  const salutation = SALUTATIONS.find((value): value is Salutation => value === doctor.salutation);
  return salutation ? `${tm(SALUTATION_LABELS[salutation])} ${doctor.fullName}` : doctor.fullName;
}

function experienceText(years: number): string {
  return years === 1
    ? t('{count} year of experience', { count: years })
    : t('{count} years of experience', { count: years });
}
