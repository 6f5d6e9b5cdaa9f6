import { useSyncExternalStore } from 'react';

/** What the podcast player plays: enough to show and play an episode, from any page. */
export interface PlayerTrack {
  id: string;
  title: string;
  /** A line under the title (the category). */
  subtitle: string;
  audioUrl: string;
}

type Listener = () => void;

let current: PlayerTrack | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The podcast player's state, outside React so any page can start an episode and the player in the
 * app shell (mounted once something is played) keeps playing while the user moves between pages.
 */
export const playerStore = {
  get: (): PlayerTrack | null => current,
  play: (track: PlayerTrack): void => {
    current = track;
    emit();
  },
  close: (): void => {
    current = null;
    emit();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The episode in the player, or null; re-renders when it changes. */
export function usePlayerTrack(): PlayerTrack | null {
  return useSyncExternalStore(playerStore.subscribe, playerStore.get, playerStore.get);
}
