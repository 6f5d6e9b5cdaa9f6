import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDoctorPractice } from '../api';
import { t } from '../../../lib/i18n';

/** Where a verified doctor practises and the services offered there; nothing until there is something to show. */
export function DoctorPractice({ doctorId }: { doctorId: string }) {
  const practice = useDoctorPractice(doctorId, true);
  if (!practice.data || practice.data.facilities.length === 0) return null;
  const { facilities, services } = practice.data;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t('Practises at')}
        </Text>
        <Stack gap={4}>
          {facilities.map((facility) => (
            <Group key={facility._id} gap={6} wrap="nowrap">
              <IconBuildingHospital size={16} aria-hidden />
              <Anchor component={Link} to={`/organization/${facility._id}`} size="sm">
                {facility.orgName}
              </Anchor>
            </Group>
          ))}
        </Stack>
      </div>
      {services.length > 0 && (
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('Services')}
          </Text>
          <Group gap={6}>
            {services.map((service) => (
              <Badge key={service} variant="outline" color="gray" radius="sm" tt="none">
                {service}
              </Badge>
            ))}
          </Group>
        </div>
      )}
    </Stack>
  );
}
