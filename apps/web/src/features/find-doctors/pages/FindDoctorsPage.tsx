import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Center,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconStethoscope } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DIRECTORY_MESSAGES as M, type FindDoctorsFilters } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useEndOfList } from '../../../lib/useEndOfList';
import { getUserLocation } from '../../../lib/userLocation';
import { useFindDoctors, type DoctorSearch } from '../api';
import { DirectoryResultCard } from '../components/DirectoryResultCard';
import { DoctorFilters } from '../components/DoctorFilters';
import { DoctorResultCard } from '../components/DoctorResultCard';
import { formatNumber, t, tm } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';
import { BusyIndicator } from '../../../components/BusyIndicator';

const FILTER_KEYS = ['keyword', 'specialty', 'city', 'language', 'facility', 'availableThisWeek'] as const;
const NEAREST = 'nearest';

/** The filters as the address holds them (/finddoctors?specialty=…), so a link or a reload keeps the search. */
function filtersOf(params: URLSearchParams): FindDoctorsFilters {
  const filters: FindDoctorsFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** docs/directory.md#find-doctors: /finddoctors, verified doctors and then the hospital directory's, page by page. */
export function FindDoctorsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const location = getUserLocation();
  const point = location
    ? `${location.coordinates[1].toFixed(4)},${location.coordinates[0].toFixed(4)}`
    : null;
  const nearestFirst = point !== null && params.get('sort') === NEAREST;
  const search: DoctorSearch = useMemo(
    () => ({ ...filters, near: nearestFirst && point ? point : undefined }),
    [filters, nearestFirst, point],
  );

  const change = (next: FindDoctorsFilters, nearest: boolean) => {
    const address = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key]?.trim();
      if (value) address.set(key, value);
    }
    if (nearest) address.set('sort', NEAREST);
    setParams(address, { replace: true });
  };

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {tm(M.findDoctorsTitle)}
        </Title>
        <Card withBorder radius="md" padding="md">
          {/* A new address (a chatbot link) starts the form afresh with its filters. */}
          <DoctorFilters
            key={params.toString()}
            filters={filters}
            nearestFirst={nearestFirst}
            canSortByDistance={point !== null}
            onChange={change}
          />
          {point === null && (
            <Text size="sm" mt="sm" c="dimmed">
              {fillIn(t('{share} to see the nearest doctors first.'), {
                share: (
                  <Anchor component={Link} to="/locationaccept" underline="always">
                    {t('Share your location')}
                  </Anchor>
                ),
              })}
            </Text>
          )}
        </Card>
        <Results search={search} />
      </Stack>
    </Container>
  );
}

function Results({ search }: { search: DoctorSearch }) {
  const query = useFindDoctors(search);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage;
  const end = useEndOfList(() => {
    if (canLoadMore) void query.fetchNextPage();
  }, Boolean(canLoadMore));

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('Loading doctors')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <LoadFailedAlert title={tm(M.failedToFetchDoctors)} query={query} />;

  const doctors = query.data.pages.flatMap((page) => page.doctors);
  const directoryError = query.data.pages.find((page) => page.directoryError)?.directoryError;
  return (
    <Stack gap="md">
      {directoryError && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
          {tm(directoryError)}
        </Alert>
      )}
      {doctors.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconStethoscope size={40} stroke={1.5} aria-hidden />
          <Text fw={600}>{tm(M.noDoctorsFound)}</Text>
          <Text size="sm" c="dimmed">
            {t('Try another specialty or city, or fewer filters.')}
          </Text>
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('{count} doctors found', { count: formatNumber(query.data.pages[0].total) })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {doctors.map((doctor) =>
              doctor.source === 'carenet' ? (
                <DoctorResultCard key={`c-${doctor._id}`} doctor={doctor} />
              ) : (
                <DirectoryResultCard key={`d-${doctor._id}`} doctor={doctor} />
              ),
            )}
          </SimpleGrid>
        </>
      )}
      <div ref={end.ref} />
      {query.isFetchingNextPage && (
        <Center>
          <BusyIndicator size="sm" label={t('Loading more doctors')} />
        </Center>
      )}
      {query.isFetchNextPageError && <LoadFailedAlert title={tm(M.failedToFetchDoctors)} query={query} />}
      {!end.supported && canLoadMore && (
        <Center>
          <Button variant="light" onClick={() => void query.fetchNextPage()}>
            {t('Load more')}
          </Button>
        </Center>
      )}
      {doctors.length > 0 && !query.hasNextPage && (
        <Text ta="center" size="sm" c="dimmed">
          {tm(M.noMoreDoctors)}
        </Text>
      )}
    </Stack>
  );
}
