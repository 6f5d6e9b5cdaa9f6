import { Button, FocusTrap, Group, Paper, Portal, Text, Title } from '@mantine/core';
import type { UserDto } from '@carenet/shared';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { t } from '../../../lib/i18n';
import { tourRoleOf } from '../../../lib/tour';
import { completeTour } from '../api';
import { TOUR_STEPS } from '../steps';

/** How long a step waits for its element to appear (the side menu and the feed load lazily). */
const WAIT_FOR_TARGET_MS = 4000;
const CARD_WIDTH = 340;
const GAP = 12;
const SPOTLIGHT_PADDING = 6;
const Z_INDEX = 1000;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The first element shown on the screen that carries one of these `data-tour` names. */
function visibleTarget(targets: readonly string[]): HTMLElement | null {
  for (const name of targets) {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) return element;
    }
  }
  return null;
}

/** Where the step's element is on the screen, followed through scrolling and resizing; null while not found. */
function useTargetBox(targets: readonly string[]): { box: Box | null; searching: boolean } {
  const [box, setBox] = useState<Box | null>(null);
  const [searching, setSearching] = useState(true);
  const key = targets.join('|');

  useEffect(() => {
    setBox(null);
    setSearching(true);
    let element: HTMLElement | null = null;
    const measure = () => {
      if (!element) return;
      // After a resize the step may point elsewhere (the top bar's button, or the burger on a phone).
      element = visibleTarget(key.split('|')) ?? element;
      const rect = element.getBoundingClientRect();
      setBox({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
    };
    const startedAt = Date.now();
    const poll = window.setInterval(() => {
      element = visibleTarget(key.split('|'));
      if (element) {
        window.clearInterval(poll);
        element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
        measure();
        setSearching(false);
      } else if (Date.now() - startedAt > WAIT_FOR_TARGET_MS) {
        window.clearInterval(poll);
        setSearching(false);
      }
    }, 100);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [key]);

  return { box, searching };
}

/** Below the element when it fits, above otherwise; centred when the element was not found. */
function cardPosition(box: Box | null, cardHeight: number): CSSProperties {
  const width = Math.min(CARD_WIDTH, window.innerWidth - 2 * GAP);
  if (!box) {
    return {
      width,
      left: (window.innerWidth - width) / 2,
      top: Math.max(GAP, (window.innerHeight - cardHeight) / 2),
    };
  }
  const left = Math.min(Math.max(GAP, box.left), window.innerWidth - width - GAP);
  const below = box.top + box.height + SPOTLIGHT_PADDING + GAP;
  const top =
    below + cardHeight <= window.innerHeight
      ? below
      : Math.max(GAP, box.top - SPOTLIGHT_PADDING - GAP - cardHeight);
  return { width, left, top };
}

interface GuidedTourProps {
  user: UserDto;
  /** Called once the tour is finished or closed. */
  onDone: () => void;
}

/**
 * The guided tour of the signed-in user's role: one step per element of the shell, each pointed at and
 * explained in a sentence; Next, Back and Skip, Escape closes. Finishing or closing marks it done.
 */
export function GuidedTour({ user, onDone }: GuidedTourProps) {
  const role = tourRoleOf(user.roles);
  const steps = role ? TOUR_STEPS[role] : [];
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)];
  const { box, searching } = useTargetBox(step?.targets ?? []);
  const cardRef = useRef<HTMLDivElement>(null);
  const [cardHeight, setCardHeight] = useState(220);
  const titleId = useId();
  const textId = useId();

  const close = useCallback(() => {
    onDone();
    completeTour(user).catch(() => undefined);
  }, [onDone, user]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  // Each step is announced and its buttons reached from the card itself.
  useEffect(() => {
    if (!searching) cardRef.current?.focus();
  }, [index, searching]);

  useLayoutEffect(() => {
    if (cardRef.current) setCardHeight(cardRef.current.offsetHeight);
  }, [index, searching]);

  if (!step) return null;
  const last = index === steps.length - 1;

  return (
    <Portal>
      {/* Holds the pointer: the page behind is dimmed and not clickable while a step is shown. */}
      <div
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: Z_INDEX,
          background: box ? undefined : 'rgba(15, 23, 42, 0.55)',
        }}
      />
      {box && (
        <div
          data-testid="tour-spotlight"
          style={{
            position: 'fixed',
            zIndex: Z_INDEX,
            pointerEvents: 'none',
            top: box.top - SPOTLIGHT_PADDING,
            left: box.left - SPOTLIGHT_PADDING,
            width: box.width + 2 * SPOTLIGHT_PADDING,
            height: box.height + 2 * SPOTLIGHT_PADDING,
            borderRadius: 10,
            boxShadow: '0 0 0 3px var(--mantine-color-teal-4), 0 0 0 9999px rgba(15, 23, 42, 0.55)',
          }}
        />
      )}
      {!searching && (
        <FocusTrap active>
          <Paper
            ref={cardRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={textId}
            tabIndex={-1}
            data-autofocus
            shadow="xl"
            radius="md"
            p="md"
            withBorder
            style={{
              position: 'fixed',
              zIndex: Z_INDEX + 1,
              outline: 'none',
              ...cardPosition(box, cardHeight),
            }}
          >
            <Text size="xs" c="dimmed" fw={600}>
              {t('Step {current} of {total}', { current: index + 1, total: steps.length })}
            </Text>
            <Title order={2} size="h4" id={titleId} mt={4}>
              {t(step.title)}
            </Title>
            <Text size="sm" id={textId} mt={6}>
              {t(step.text)}
            </Text>
            <Group justify="space-between" mt="md" wrap="nowrap">
              <Button variant="subtle" color="gray" size="compact-sm" onClick={close}>
                {t('Skip tour')}
              </Button>
              <Group gap="xs" wrap="nowrap">
                {index > 0 && (
                  <Button variant="default" size="compact-sm" onClick={() => setIndex(index - 1)}>
                    {t('Back')}
                  </Button>
                )}
                <Button size="compact-sm" onClick={last ? close : () => setIndex(index + 1)}>
                  {last ? t('Finish') : t('Next')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </FocusTrap>
      )}
    </Portal>
  );
}
