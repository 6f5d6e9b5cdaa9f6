import type { RequestDto, UserDto } from '@carenet/shared';

type Viewer = Pick<UserDto, '_id'> | null;

/** The request's patient and its doctors (not those who declined) take part in its meetings. */
export function takesPartInMeetings(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer) return false;
  return (
    request.user_info._id === viewer._id ||
    request.assignedDoctors.some((doctor) => doctor._id === viewer._id && doctor.acceptanceStatus !== -1)
  );
}

/** A doctor who accepted the request creates its meet links (the API checks the same). */
export function createsMeetings(viewer: Viewer, request: RequestDto): boolean {
  return (
    Boolean(viewer) && request.assignedDoctors.some((d) => d._id === viewer?._id && d.acceptanceStatus === 1)
  );
}
