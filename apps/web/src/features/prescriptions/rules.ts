import { deriveRoleFlags, type PrescriptionDto, type RequestDto, type UserDto } from '@carenet/shared';

type Viewer = Pick<UserDto, '_id' | 'roles'> | null;

const acceptedBy = (viewer: Viewer, request: RequestDto) =>
  request.assignedDoctors.some((doctor) => doctor._id === viewer?._id && doctor.acceptanceStatus === 1);

/** The request's patient, the doctors who accepted it and admins read its prescriptions (the API checks the same). */
export function readsPrescriptions(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer) return false;
  return (
    deriveRoleFlags(viewer.roles).admin || request.user_info._id === viewer._id || acceptedBy(viewer, request)
  );
}

/** SPEC §6: a doctor who accepted the request writes its prescriptions. */
export function writesPrescriptions(viewer: Viewer, request: RequestDto): boolean {
  return Boolean(viewer) && deriveRoleFlags(viewer?.roles).doctor && acceptedBy(viewer, request);
}

/** The patient, the doctor who wrote it and admins print a prescription. */
export function printsPrescription(viewer: Viewer, prescription: PrescriptionDto): boolean {
  if (!viewer) return false;
  return (
    deriveRoleFlags(viewer.roles).admin ||
    prescription.patientId === viewer._id ||
    prescription.createdBy === viewer._id
  );
}
