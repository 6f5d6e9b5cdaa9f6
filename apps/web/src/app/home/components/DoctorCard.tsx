import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { PROFILE_VERIFICATION, fullName, type PublicProfileDto } from '@carenet/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { t } from '../../../lib/i18n';

/** A doctor in the 'Our Doctors' carousel; opens the public profile in a new tab (docs/screens-and-flows.md#home-and-feed). */
export function DoctorCard({ doctor }: { doctor: PublicProfileDto }) {
  const name = fullName(doctor.name) || t('CareNet doctor');
  const verified = doctor.profileVerificationStatus === PROFILE_VERIFICATION.verified;
  const specialities = doctor.specialities.slice(0, 2);
  return (
    <Card
      component="a"
      href={`/DoctorProfile/${doctor._id}`}
      target="_blank"
      rel="noopener"
      padding="lg"
      shadow="xs"
      style={{ textDecoration: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <Stack align="center" gap={6} style={{ flex: 1 }}>
        <UserAvatar
          name={doctor.name}
          imageUrl={doctor.profile_image_url ?? doctor.image_url}
          size={84}
          radius={84}
        />
        <Group gap={4} wrap="nowrap" justify="center" mt={6} maw="100%">
          <Text fw={600} truncate>
            {name}
          </Text>
          {verified && (
            <IconRosetteDiscountCheckFilled
              size={18}
              color="var(--mantine-color-care-6)"
              aria-label={t('Verified doctor')}
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
        <Text size="sm" c="dimmed" ta="center" lineClamp={1}>
          {doctor.occupation || doctor.educationalQualification || t('Doctor')}
        </Text>
        {specialities.length > 0 && (
          <Group gap={4} justify="center">
            {specialities.map((speciality) => (
              <Badge key={speciality} variant="light" size="sm" radius="sm" maw={140}>
                {speciality}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Group gap={4} justify="center" mt="md" c="care.8">
        <Text size="sm" fw={600}>
          {t('View profile')}
        </Text>
        <IconExternalLink size={14} />
      </Group>
    </Card>
  );
}
