import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PODCAST_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useEpisodes } from '../api';
import { EpisodeCard } from './EpisodeCard';
import { t, tm } from '../../../lib/i18n';

/** The published episodes of a care request of type podcast, on its detail page. */
export function RequestEpisodes({ requestId }: { requestId: string }) {
  const query = useEpisodes({ requestId });
  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('Episodes')}
        </Title>
        {query.isPending ? (
          <Skeleton height={96} radius="md" />
        ) : query.isError ? (
          <LoadFailedAlert title={tm(PODCAST_MESSAGES.loadFailed)} query={query} />
        ) : query.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {tm(PODCAST_MESSAGES.noEpisodes)}
          </Text>
        ) : (
          query.data.map((episode) => <EpisodeCard key={episode._id} episode={episode} />)
        )}
      </Stack>
    </Card>
  );
}
