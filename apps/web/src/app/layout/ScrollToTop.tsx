import { useWindowScroll } from '@mantine/hooks';
import { Suspense, lazy } from 'react';
import { useOnceTrue } from '../../lib/useOnceTrue';

// The button's code (Affix, its transition, the icon) loads the first time the page is scrolled far
// enough to show it: on every first load otherwise, for a button most short pages never show.
const ScrollToTopButton = lazy(async () => ({
  default: (await import('./ScrollToTopButton')).ScrollToTopButton,
}));

/** docs/validation-and-limits.md: shown after scrolling down more than 500 px. */
const SHOW_AFTER_PX = 500;

/** The shell's scroll-to-top button, mounted once first needed and kept for its closing transition. */
export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const shown = scroll.y > SHOW_AFTER_PX;
  const used = useOnceTrue(shown);
  if (!used) return null;
  return (
    <Suspense>
      <ScrollToTopButton shown={shown} />
    </Suspense>
  );
}
