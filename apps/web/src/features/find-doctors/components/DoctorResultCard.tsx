import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconCalendarEvent, IconLanguage, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DIRECTORY_MESSAGES as M, fullName, type FoundCareNetDoctorDto } from '@carenet/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatSlot } from '../format';
import { msg, t, tm } from '../../../lib/i18n';

const SALUTATION_LABELS: Record<string, string> = { dr: msg('Dr.'), professor: msg('Prof.') };

/** A verified CareNet doctor among the results; the whole card opens the profile, where booking happens. */
export function DoctorResultCard({ doctor }: { doctor: FoundCareNetDoctorDto }) {
  const salutation = doctor.salutation ? SALUTATION_LABELS[doctor.salutation] : msg('Dr.');
  const name = `${salutation ? t(salutation) : ''} ${fullName(doctor.name)}`.trim();
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={`/DoctorProfile/${doctor._id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <UserAvatar name={doctor.name} imageUrl={doctor.profile_image_url} size={64} radius="xl" />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} size="lg" lineClamp={1}>
            {name}
          </Text>
          {doctor.specialities.length > 0 && (
            <Group gap={6}>
              {doctor.specialities.map((specialty) => (
                <Badge key={specialty} variant="light" size="sm" tt="none">
                  {specialty}
                </Badge>
              ))}
            </Group>
          )}
          {doctor.yearsOfExperience !== null && (
            <Text size="sm">{t('{years} years of experience', { years: doctor.yearsOfExperience })}</Text>
          )}
          {doctor.facilities.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconBuildingHospital size={16} aria-hidden />
              <Text size="sm" lineClamp={1}>
                {doctor.facilities.map((facility) => facility.orgName).join(', ')}
              </Text>
            </Group>
          )}
          {(doctor.city || doctor.distanceKm !== null) && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {[
                  doctor.city,
                  doctor.distanceKm !== null
                    ? t('{distance} km away', { distance: doctor.distanceKm })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
          )}
          {doctor.languages.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconLanguage size={16} aria-hidden />
              <Text size="sm">{doctor.languages.join(', ')}</Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm" fw={500} c={doctor.nextFreeSlot ? 'teal.9' : 'dimmed'}>
              {doctor.nextFreeSlot
                ? `${tm(M.nextFreeSlot)}: ${formatSlot(doctor.nextFreeSlot.startTime)}`
                : tm(M.noFreeSlot)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
