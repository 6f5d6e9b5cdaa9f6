import { Box, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { playerStore, type PlayerTrack } from '../lib/player';
import { t } from '../lib/i18n';

/** The CSS variable holding the bar's height, so fixed buttons and the page's end stay above it. */
const HEIGHT_VARIABLE = '--carenet-player-height';

/**
 * The podcast player at the foot of every page, in the app shell: the browser's own audio controls
 * (keyboard-operable, seekable through the file's byte ranges) with the episode's title and a close
 * button. The page keeps room for it at its end, so it never covers content, at 375 px too.
 */
export function PodcastPlayerBar({ track }: { track: PlayerTrack }) {
  const bar = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    reserve();
    document.body.style.paddingBottom = `var(${HEIGHT_VARIABLE})`;
    // The bar wraps onto two lines on a phone: the room kept follows its height.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <Paper
      ref={bar}
      component="section"
      aria-label={t('Podcast player')}
      shadow="md"
      radius={0}
      px="md"
      py="xs"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 250,
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group gap="xs" wrap="wrap" align="center">
        <Box style={{ flex: '1 1 160px', minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {track.title}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {track.subtitle}
          </Text>
        </Box>
        <Group gap="xs" wrap="nowrap" style={{ flex: '2 1 260px', minWidth: 0 }}>
          {/* A new episode is a new element, so it starts from its beginning. */}
          <audio
            key={track.id}
            src={track.audioUrl}
            controls
            autoPlay
            preload="metadata"
            aria-label={t('Episode: {title}', { title: track.title })}
            style={{ flex: 1, minWidth: 0, height: 40 }}
          />
          <CloseButton aria-label={t('Close the player')} onClick={() => playerStore.close()} />
        </Group>
      </Group>
    </Paper>
  );
}
