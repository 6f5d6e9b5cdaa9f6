import { ActionIcon, Box, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, type Icon } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import classes from './Carousel.module.css';
import { t } from '../lib/i18n';

interface CarouselProps {
  title: string;
  /** Shown instead of the slides while loading (docs/screens-and-flows.md#routes: 'Loading...'). */
  loading?: boolean;
  /** Shown when there are no slides (docs/screens-and-flows.md#routes: 'No doctors found', 'No hospitals found'). */
  emptyText: string;
  emptyIcon: Icon;
  /** One slide at a time whatever the window width, for narrow side columns. */
  compact?: boolean;
  slides: { key: string; content: ReactNode }[];
}

/** A row of cards scrolled by arrows, swipe or keyboard, snapping to whole slides. */
export function Carousel({
  title,
  loading,
  emptyText,
  emptyIcon: EmptyIcon,
  compact,
  slides,
}: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };
  const showArrows = !loading && slides.length > 1;

  return (
    <Box component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz={compact ? 'lg' : { base: 22, sm: 26 }}>
          {title}
        </Title>
        {showArrows && (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('Previous {title}', { title })}
              onClick={() => scroll(-1)}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('Next {title}', { title })}
              onClick={() => scroll(1)}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {loading ? (
        <Center
          py={compact ? 'lg' : 48}
          bg="white"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            border: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          <Text c="dimmed" role="status">
            {t('Loading...')}
          </Text>
        </Center>
      ) : slides.length === 0 ? (
        <Center
          py={compact ? 'lg' : 48}
          bg="white"
          style={{
            borderRadius: 'var(--mantine-radius-lg)',
            border: '1px dashed var(--mantine-color-gray-3)',
          }}
        >
          <Stack align="center" gap={6}>
            <EmptyIcon size={32} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{emptyText}</Text>
          </Stack>
        </Center>
      ) : (
        <div ref={trackRef} className={classes.track} data-compact={compact || undefined} tabIndex={0}>
          {slides.map((slide) => (
            <div key={slide.key} className={classes.slide}>
              {slide.content}
            </div>
          ))}
        </div>
      )}
    </Box>
  );
}
