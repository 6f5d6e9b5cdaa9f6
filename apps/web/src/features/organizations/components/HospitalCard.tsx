import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { OrganizationDto } from '@carenet/shared';
import { facilityPlace, facilityTypeLabel } from '../format';
import { FacilityLogo } from './FacilityLogo';
import { t } from '../../../lib/i18n';

/** A facility in the 'Our Hospitals' carousel; opens its page in a new tab (docs/screens-and-flows.md#home-and-feed Home page). */
export function HospitalCard({ hospital }: { hospital: OrganizationDto }) {
  const place = facilityPlace(hospital);
  return (
    <Card
      component="a"
      href={`/organization/${hospital._id}`}
      target="_blank"
      rel="noopener"
      padding="lg"
      shadow="xs"
      style={{ textDecoration: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <Stack align="center" gap={6} style={{ flex: 1 }}>
        <FacilityLogo name={hospital.orgName} imageUrl={hospital.defaultImageUrl} radius="md" />
        <Text fw={600} ta="center" lineClamp={2} mt={6}>
          {hospital.orgName}
        </Text>
        <Text size="sm" c="dimmed" ta="center" lineClamp={1}>
          {facilityTypeLabel(hospital.orgType)}
        </Text>
        {place && (
          <Group gap={4} justify="center" wrap="nowrap" maw="100%">
            <IconMapPin size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
            <Text size="xs" c="dimmed" truncate>
              {place}
            </Text>
          </Group>
        )}
        {hospital.isFreeHospital && (
          <Badge variant="light" color="teal" size="sm" radius="sm">
            {t('Free care')}
          </Badge>
        )}
      </Stack>
      <Group gap={4} justify="center" mt="md" c="care.8">
        <Text size="sm" fw={600}>
          {t('View facility')}
        </Text>
        <IconExternalLink size={14} />
      </Group>
    </Card>
  );
}
