import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCurrentLocation, IconMapPin } from '@tabler/icons-react';
import {
  LOCATION_COUNTRY_NAMES,
  LOCATION_MESSAGES,
  LOCATION_PAGE_MESSAGES as M,
  type StoredLocation,
} from '@carenet/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRegion } from '../../../lib/location';
import { clearUserLocation, getUserLocation, setUserLocation } from '../../../lib/userLocation';
import { t, tm } from '../../../lib/i18n';

type Outcome = 'idle' | 'asking' | 'saved' | 'denied' | 'unavailable' | 'unsupported' | 'cleared';

/** A position a few minutes old is as good for finding nearby doctors, and answers at once. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 600_000 };

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

const formatted = (location: StoredLocation) => {
  const [lng, lat] = location.coordinates;
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
};

/**
 * /locationaccept (docs/validation-and-limits.md#regions): says why CareNet asks, asks the browser for
 * its position, and keeps it on this device as a Point (lib/userLocation) to list nearby doctors first.
 */
export function LocationAcceptPage() {
  const [location, setLocation] = useState<StoredLocation | null>(getUserLocation);
  const [outcome, setOutcome] = useState<Outcome>(hasGeolocation() ? 'idle' : 'unsupported');
  const region = useRegion();

  const ask = () => {
    if (!hasGeolocation()) {
      setOutcome('unsupported');
      return;
    }
    setOutcome('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation(setUserLocation(position.coords.latitude, position.coords.longitude));
        setOutcome('saved');
      },
      (error) => setOutcome(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  };

  const forget = () => {
    clearUserLocation();
    setLocation(null);
    setOutcome('cleared');
  };

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconMapPin size={28} aria-hidden />
            <Title order={1} size="h2">
              {tm(M.title)}
            </Title>
          </Group>
          <Text>{tm(M.why)}</Text>

          {outcome === 'saved' && (
            <Alert color="green" role="status" title={t('Location saved')}>
              {tm(M.saved)}
            </Alert>
          )}
          {outcome === 'denied' && (
            <Alert color="orange" role="alert" title={t('Permission denied')}>
              {tm(M.denied)}
            </Alert>
          )}
          {outcome === 'unavailable' && (
            <Alert color="orange" role="alert" title={t('Location not found')}>
              {tm(M.unavailable)}
            </Alert>
          )}
          {outcome === 'unsupported' && (
            <Alert color="gray" role="alert" title={t('Not available in this browser')}>
              {tm(M.unsupported)}
            </Alert>
          )}
          {outcome === 'cleared' && (
            <Alert color="gray" role="status">
              {tm(M.cleared)}
            </Alert>
          )}
          {region.data && (
            <Text size="sm">
              {tm(M.regionIntro)} {tm(LOCATION_COUNTRY_NAMES[region.data.region])}. {region.data.message}
            </Text>
          )}
          {region.error && (
            <Text size="sm" c="orange.9" role="status">
              {tm(LOCATION_MESSAGES.regionsFailed)} {region.error.message}
            </Text>
          )}
          {location && (
            <Text size="sm" c="dimmed">
              {t('Saved location: {coordinates}', { coordinates: formatted(location) })}
            </Text>
          )}

          <Group gap="sm">
            {outcome !== 'unsupported' && (
              <Button
                leftSection={<IconCurrentLocation size={18} aria-hidden />}
                loading={outcome === 'asking'}
                onClick={ask}
              >
                {outcome === 'asking' ? tm(M.asking) : tm(M.share)}
              </Button>
            )}
            {location && (
              <Button variant="default" onClick={forget}>
                {tm(M.clear)}
              </Button>
            )}
            <Button component={Link} to="/" variant="subtle">
              {t('Back to home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
