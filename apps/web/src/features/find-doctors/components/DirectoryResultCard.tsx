import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingHospital, IconLanguage, IconMapPin, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DIRECTORY_MESSAGES as M, type FoundDirectoryDoctorDto } from '@carenet/shared';
import { t, tm } from '../../../lib/i18n';

/** A doctor of the hospital directory among the results, marked as such; it opens the AI doctor profile. */
export function DirectoryResultCard({ doctor }: { doctor: FoundDirectoryDoctorDto }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/DoctorProfileAi/${encodeURIComponent(doctor._id)}`}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconStethoscope size={32} />
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fw={600} size="lg" lineClamp={1}>
              {doctor.name}
            </Text>
            <Badge variant="outline" color="gray" size="sm" tt="none">
              {tm(M.fromDirectory)}
            </Badge>
          </Group>
          <Group gap={6}>
            <Badge variant="light" size="sm" tt="none">
              {doctor.speciality}
            </Badge>
          </Group>
          {doctor.currentPosition && (
            <Group gap={6} wrap="nowrap">
              <IconBuildingHospital size={16} aria-hidden />
              <Text size="sm" lineClamp={1}>
                {`${doctor.currentPosition.position}, ${doctor.currentPosition.hospital}`}
              </Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              {[
                doctor.city,
                doctor.distanceKm !== null ? t('{distance} km away', { distance: doctor.distanceKm }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
          {doctor.languages.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconLanguage size={16} aria-hidden />
              <Text size="sm">{doctor.languages.join(', ')}</Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
