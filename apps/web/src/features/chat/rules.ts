import type { RequestDto, UserDto } from '@carenet/shared';
import { takesPartInMeetings } from '../meet-links/rules';

type Viewer = Pick<UserDto, '_id'> | null;

/**
 * Who sees the request's 'Message' button: its patient and doctors (not those who declined), where
 * SPEC §6 lets them start the conversation (a patient's request, or one's own). The API checks the same.
 */
export function startsConversation(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer || !takesPartInMeetings(viewer, request)) return false;
  return request.creatorType === 'patient' || request.user_info._id === viewer._id;
}
