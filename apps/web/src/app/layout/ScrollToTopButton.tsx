import { ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { t } from '../../lib/i18n';

/** The round button back to the top of the page, in the floating row; ScrollToTop.tsx decides when it is `shown`. */
export function ScrollToTopButton({ shown }: { shown: boolean }) {
  return (
    <Transition transition="slide-up" mounted={shown}>
      {(styles) => (
        <ActionIcon
          style={styles}
          size={44}
          radius="xl"
          variant="filled"
          aria-label={t('Scroll to top')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          styles={{ root: { boxShadow: 'var(--mantine-shadow-md)' } }}
        >
          <IconArrowUp size={22} />
        </ActionIcon>
      )}
    </Transition>
  );
}
