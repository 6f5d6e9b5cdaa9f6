import type { UserDto } from '@carenet/shared';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/**
 * Marks the signed-in user's tour as done: in the stored user at once (the tour does not come back in
 * this browser even when the server cannot be reached), then on the server, whose answer is stored.
 */
export async function completeTour(user: UserDto): Promise<void> {
  sessionStore.update({ ...user, isTourCompletedForTalHospitals: true });
  const { data } = await api<UserDto>(`/user/${encodeURIComponent(user._id)}`, {
    method: 'PUT',
    body: { isTourCompletedForTalHospitals: true },
  });
  if (sessionStore.get()?._id === data._id) sessionStore.update(data);
}
