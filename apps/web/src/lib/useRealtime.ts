import type { RealtimeEvent } from '@carenet/shared';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime, type RealtimeStatus } from './realtime';

/** Calls `onEvent` for each live event of `topic` while mounted (no topic, no subscription). */
export function useRealtimeTopic(topic: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(topic, (event) => handler.current(event));
  }, [topic]);
}

/** Whether live updates are flowing, for a screen that says so. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => realtime.onStatus(listener),
    () => realtime.status,
    () => 'offline' as const,
  );
}

/**
 * Runs `onBack` each time live updates come (back) on while mounted: what was said while the socket
 * was away, or before it followed the topic, is fetched. A socket already open at mount is covered
 * by the mount's own fetch.
 */
export function useOnReconnect(onBack: () => void): void {
  const status = useRealtimeStatus();
  const skipNext = useRef(status === 'online');
  const handler = useRef(onBack);
  useEffect(() => {
    handler.current = onBack;
  });
  useEffect(() => {
    if (status !== 'online') return;
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    handler.current();
  }, [status]);
}
