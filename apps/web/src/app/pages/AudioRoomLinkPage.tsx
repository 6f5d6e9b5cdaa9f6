import { isShortId, isUuid } from '@carenet/shared';
import { Navigate, useLocation, useParams } from 'react-router';
import { JoinAudioRoom } from '../../features/audio-rooms/components/JoinAudioRoom';
import { ShortLinkRedirect } from '../../features/short-links/components/ShortLinkRedirect';
import { loginPathFor } from '../../lib/redirect';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../NotFoundPage';

/** Replaces this page in the history, so Back from the room does not bounce into it again. */
const leaveFor = (url: string) => window.location.replace(url);

/**
 * The catch-all /{id} of docs/screens-and-flows.md#routes: a short link's id (8 letters and digits) opens
 * the page it stands for, signed in or not; an audio room's id sends a signed-in user to the room's join
 * page, and a signed-out one to /login carrying this address; anything else is the not-found page. Room
 * ids are UUIDs, so words of neither shape are not asked about (nor sent to sign in).
 */
export function AudioRoomLinkPage({ go = leaveFor }: { go?: (url: string) => void }) {
  const { audioRoomId = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  if (isShortId(audioRoomId)) return <ShortLinkRedirect id={audioRoomId} notFound={<NotFoundPage />} />;
  if (!isUuid(audioRoomId)) return <NotFoundPage />;
  if (!session) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return <JoinAudioRoom id={audioRoomId} notFound={<NotFoundPage />} go={go} />;
}
