import { Container, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PODCAST_MESSAGES, type PodcastEpisodeDto } from '@carenet/shared';
import { useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useEpisodes, usePodcastCategories } from '../api';
import { EpisodeCard } from '../components/EpisodeCard';
import { languageOptions } from '../format';
import { t, tm } from '../../../lib/i18n';

/** A search waits for the typing to pause, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

/** The episodes under their categories, the categories in the order the API names them. */
function byCategory(
  episodes: PodcastEpisodeDto[],
): { id: string; name: string; episodes: PodcastEpisodeDto[] }[] {
  const groups = new Map<string, { id: string; name: string; episodes: PodcastEpisodeDto[] }>();
  for (const episode of episodes) {
    const group = groups.get(episode.category._id) ?? {
      id: episode.category._id,
      name: episode.category.name,
      episodes: [],
    };
    group.episodes.push(episode);
    groups.set(group.id, group);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** /podcasts: everyone's talradio, published episodes by category, with search and a language filter. */
export function PodcastsPage() {
  const [keyword, setKeyword] = useState('');
  const [language, setLanguage] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const categories = usePodcastCategories();
  const filters = {
    keyword: debouncedKeyword || undefined,
    language: language ?? undefined,
    categoryId: categoryId ?? undefined,
  };
  const episodes = useEpisodes(filters);
  const filtered = Boolean(filters.keyword || filters.language || filters.categoryId);

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('Podcasts')}
          </Title>
          <Text c="dimmed">
            {t(
              "Talks on health and care from CareNet's doctors and community. Press play and keep browsing.",
            )}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('Search episodes')}
            placeholder={t('Title or description')}
            leftSection={<IconSearch size={16} />}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            style={{ flex: '2 1 220px' }}
          />
          <Select
            label={t('Language')}
            placeholder={t('All languages')}
            data={languageOptions()}
            value={language}
            onChange={setLanguage}
            clearable
            style={{ flex: '1 1 150px' }}
          />
          <Select
            label={t('Category')}
            placeholder={t('All categories')}
            data={(categories.data ?? []).map((category) => ({ value: category._id, label: category.name }))}
            value={categoryId}
            onChange={setCategoryId}
            clearable
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        {episodes.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={t('Loading episodes')}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={140} radius="md" />
            ))}
          </SimpleGrid>
        ) : episodes.isError ? (
          <LoadFailedAlert title={tm(PODCAST_MESSAGES.loadFailed)} query={episodes} />
        ) : episodes.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {filtered ? tm(PODCAST_MESSAGES.noMatchingEpisodes) : tm(PODCAST_MESSAGES.noEpisodes)}
          </Text>
        ) : (
          byCategory(episodes.data).map((group) => (
            <Stack key={group.id} gap="sm" component="section" aria-label={group.name}>
              <Title order={2} fz="lg">
                {group.name}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {group.episodes.map((episode) => (
                  <EpisodeCard key={episode._id} episode={episode} />
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
