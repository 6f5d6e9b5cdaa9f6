import { Suspense, lazy } from 'react';
import { usePlayerTrack } from '../../lib/player';

// The player's code loads with the first episode played: a page where nothing plays loads none of it.
const PodcastPlayerBar = lazy(async () => ({
  default: (await import('../../components/PodcastPlayerBar')).PodcastPlayerBar,
}));

/** Where the podcast player lives in the shell: rendered once something plays, kept across pages. */
export function PodcastPlayerSlot() {
  const track = usePlayerTrack();
  if (!track) return null;
  return (
    <Suspense>
      <PodcastPlayerBar track={track} />
    </Suspense>
  );
}
