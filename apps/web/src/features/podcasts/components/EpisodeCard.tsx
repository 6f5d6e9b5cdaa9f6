import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { PodcastEpisodeDto } from '@carenet/shared';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { playerStore } from '../../../lib/player';
import { formatDuration, languageLabel, trackOf } from '../format';
import { t } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';

interface EpisodeCardProps {
  episode: PodcastEpisodeDto;
  /** Headings of the page around it: the card's title is one level below. */
  headingOrder?: 3 | 4;
  /** Extra controls (the administrators' edit, publish and delete). */
  actions?: ReactNode;
}

/** One episode: what it is, how long, a Play button that starts it in the shell's player, and its request. */
export function EpisodeCard({ episode, headingOrder = 3, actions }: EpisodeCardProps) {
  const titleId = useId();
  return (
    // An article named by its title, so the list reads (and is found) episode by episode.
    <Card component="article" aria-labelledby={titleId} padding="md" shadow="xs" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title
            id={titleId}
            order={headingOrder}
            fz="md"
            style={{ overflowWrap: 'anywhere', flex: '1 1 200px' }}
          >
            {episode.title}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{episode.category.name}</Badge>
            <Badge variant="outline" color="gray">
              {languageLabel(episode.language)}
            </Badge>
          </Group>
        </Group>
        {episode.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {episode.description}
          </Text>
        )}
        {episode.request && (
          <Text size="sm">
            {fillIn(t('From the request {request}'), {
              request: (
                <Anchor component={Link} to={`/donationRequest/${episode.request._id}`}>
                  {episode.request.title}
                </Anchor>
              ),
            })}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {/* The name holds the visible word and says which episode; the length is read after it. */}
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => playerStore.play(trackOf(episode))}
              aria-label={t('Play {title}', { title: episode.title })}
            >
              {t('Play')}
            </Button>
            <Text size="sm" c="dimmed">
              {formatDuration(episode.durationSeconds)}
            </Text>
          </Group>
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}
