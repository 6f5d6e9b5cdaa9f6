import type { RealtimeEvent } from '@carenet/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { realtime, type RealtimeStatus } from './realtime';

/**
 * Calls `onEvent` for each live event of `topic` while mounted (no topic, no subscription). Answers
 * the server's message once it ended the topic because the user's access ended, otherwise null.
 */
export function useRealtimeTopic(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
): string | null {
  const handler = useRef(onEvent);
  const [ended, setEnded] = useState<{ topic: string; message: string } | null>(null);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(
      topic,
      (event) => handler.current(event),
      (message) => setEnded({ topic, message }),
    );
  }, [topic]);
  return ended && ended.topic === topic ? ended.message : null;
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
