import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBuildingHospital,
  IconExternalLink,
  IconMail,
  IconMapPinOff,
  IconRefresh,
  IconRoute,
} from '@tabler/icons-react';
import type { NearbyFacilityDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { formatNumber, t } from '../../../lib/i18n';
import { EmergencyNumbers } from '../components/EmergencyNumbers';
import { facilityTypeLabel } from '../format';
import { useCurrentPosition, type Point, type Whereabouts } from '../hooks/useCurrentPosition';
import { useNearestFacilities } from '../nearestApi';

/** `near=lat,lng` as the API reads it; four decimals are some ten metres, closer than any city. */
const nearOf = (point: Point) => `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;

/**
 * docs/directory.md#nearest-hospitals: /nearest-hospital, the emergency card's 'Find the nearest
 * hospital' (public). The emergency numbers come first and stay, whatever the location does.
 */
export function NearestHospitalPage() {
  const { whereabouts, retry } = useCurrentPosition();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('Nearest hospitals')}
        </Title>
        <EmergencyNumbers />
        {whereabouts.state === 'located' ? (
          <NearestList point={whereabouts.point} saved={whereabouts.source === 'saved'} />
        ) : (
          <Locating whereabouts={whereabouts} retry={retry} />
        )}
      </Stack>
    </Container>
  );
}

const FAILURES: Record<Extract<Whereabouts, { state: 'failed' }>['reason'], () => string> = {
  denied: () =>
    t(
      'Location access is blocked for this page. Allow it in your browser settings, then try again. In an emergency, call a number above now.',
    ),
  unavailable: () =>
    t(
      'Your device could not tell where you are. Check that location is turned on, then try again. In an emergency, call a number above now.',
    ),
  unsupported: () => t('This browser cannot share where you are. In an emergency, call a number above now.'),
};

interface LocatingProps {
  whereabouts: Exclude<Whereabouts, { state: 'located' }>;
  retry: () => void;
}

function Locating({ whereabouts, retry }: LocatingProps) {
  if (whereabouts.state === 'locating') return <Waiting>{t('Finding where you are…')}</Waiting>;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconMapPinOff size={20} aria-hidden />}
      title={t('We could not find where you are')}
    >
      <Text size="sm">{FAILURES[whereabouts.reason]()}</Text>
      {whereabouts.reason !== 'unsupported' && (
        <Button mt="md" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retry}>
          {t('Try again')}
        </Button>
      )}
    </Alert>
  );
}

function Waiting({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

function NearestList({ point, saved }: { point: Point; saved: boolean }) {
  const query = useNearestFacilities(nearOf(point));
  if (query.isPending) return <Waiting>{t('Looking for hospitals near you…')}</Waiting>;
  if (query.isError)
    return <LoadFailedAlert title={t('We could not load the hospitals near you')} query={query} />;

  const facilities = query.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {saved
          ? t('Near the location saved on this device. Distances are to the centre of each town.')
          : t('Near where you are now. Distances are to the centre of each town.')}
      </Text>
      {facilities.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconBuildingHospital size={40} stroke={1.5} aria-hidden />
          <Text fw={600}>{t('No hospital near you is listed on CareNet yet')}</Text>
          <Text size="sm" c="dimmed">
            {t('Call an emergency number above: they can send an ambulance and tell you where to go.')}
          </Text>
        </Stack>
      ) : (
        <Stack
          component="ol"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('Hospitals near you')}
        >
          {facilities.map((facility) => (
            <FacilityItem key={facility._id} facility={facility} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FacilityItem({ facility }: { facility: NearbyFacilityDto }) {
  const { line1, city, state, country } = facility.address;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to={`/organization/${facility._id}`}
            fw={700}
            fz="lg"
            c="dark"
            style={{ overflowWrap: 'anywhere' }}
          >
            {facility.orgName}
          </Anchor>
          <Badge variant="light" color="blue" size="lg" style={{ flexShrink: 0 }} tt="none">
            {t('{distance} km away', { distance: formatNumber(facility.distanceKm) })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {facilityTypeLabel(facility.orgType)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[line1, city, state, country].filter(Boolean).join(', ')}
        </Text>
        <Group gap="sm" mt={4}>
          <Button
            component="a"
            href={facility.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('Directions to {name} (opens in a new tab)', { name: facility.orgName })}
            leftSection={<IconRoute size={18} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('Directions')}
          </Button>
          {facility.orgEmail && (
            <Button
              component="a"
              href={`mailto:${facility.orgEmail}`}
              variant="default"
              aria-label={t('E-mail {name}', { name: facility.orgName })}
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('E-mail')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
