import { useEffect, useRef } from 'react';

/**
 * Calls `onReached` when the returned element scrolls into view (docs/request-states.md#feed-by-role Feed, and find doctors: the next batch loads
 * when the end is reached). `supported` is false where IntersectionObserver is missing, so the list can
 * offer a button instead.
 */
export function useEndOfList(onReached: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReached);
  const supported = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Start loading a little before the very end so scrolling rarely waits.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, supported]);

  return { ref, supported };
}
