import { Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PODCAST_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useEpisodes, usePodcastCategories } from '../api';
import { ManagedEpisode } from '../components/ManagedEpisode';
import { UploadEpisodeForm } from '../components/UploadEpisodeForm';
import { t, tm } from '../../../lib/i18n';

/** /admin/managePodcast: upload, edit, categorise, publish and delete episodes (the route needs managePodcasts). */
export function ManagePodcastsPage() {
  const categories = usePodcastCategories();
  const episodes = useEpisodes({ includeDrafts: true });
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('Manage Podcasts')}
        </Title>
        {categories.isError && (
          <LoadFailedAlert title={tm(PODCAST_MESSAGES.categoriesFailed)} query={categories} />
        )}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            {categories.isPending ? (
              <Skeleton height={420} radius="md" />
            ) : (
              <UploadEpisodeForm categories={categories.data ?? []} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" component="section" aria-label={t('Episodes')}>
              <Title order={2} fz="lg">
                {t('Episodes')}
              </Title>
              {episodes.isPending ? (
                <Stack aria-label={t('Loading episodes')}>
                  <Skeleton height={120} radius="md" />
                  <Skeleton height={120} radius="md" />
                </Stack>
              ) : episodes.isError ? (
                <LoadFailedAlert title={tm(PODCAST_MESSAGES.loadFailed)} query={episodes} />
              ) : episodes.data.length === 0 ? (
                <Text c="dimmed">{tm(PODCAST_MESSAGES.noDrafts)}</Text>
              ) : (
                episodes.data.map((episode) => (
                  <ManagedEpisode key={episode._id} episode={episode} categories={categories.data ?? []} />
                ))
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
