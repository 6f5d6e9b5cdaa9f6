import { deriveRoleFlags, type RequestDto, type UserDto } from '@carenet/shared';

type Viewer = Pick<UserDto, '_id' | 'roles'> | null;

/**
 * Who sees the patient's registration and consents beside a request: the patient, the doctors on it who
 * did not decline it, and administrators (the API applies the same rule, and answers 404 to others).
 */
export function readsPatientRecord(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer || request.creatorType !== 'patient') return false;
  return (
    request.user_info._id === viewer._id ||
    deriveRoleFlags(viewer.roles).admin ||
    request.assignedDoctors.some((doctor) => doctor._id === viewer._id && doctor.acceptanceStatus !== -1)
  );
}
