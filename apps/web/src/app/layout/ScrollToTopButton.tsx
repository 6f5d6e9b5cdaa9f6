import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** docs/validation-and-limits.md: shown after scrolling down more than 500 px. */
const SHOW_AFTER_PX = 500;

export function ScrollToTopButton() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    // Above the podcast player when it plays (its height is kept in this variable).
    <Affix position={{ bottom: 'calc(24px + var(--carenet-player-height, 0px))', right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() => scrollTo({ y: 0 })}
            styles={{ root: { boxShadow: 'var(--mantine-shadow-md)' } }}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
