import { deriveRoleFlags, type RequestDto, type UserDto } from '@carenet/shared';

type Viewer = Pick<UserDto, '_id' | 'roles'> | null;

/** The viewer created the request. */
export function isCreator(viewer: Viewer, request: RequestDto): boolean {
  return Boolean(viewer) && viewer?._id === request.user_info._id;
}

/**
 * SPEC §4: accept/reject shows to a doctor when the creator is a patient, acceptanceStatus is 0 and
 * status is 1; not on their own request, and not when the request is assigned to other doctors (the
 * API refuses both).
 */
export function canDecide(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer || !deriveRoleFlags(viewer.roles).doctor || isCreator(viewer, request)) return false;
  if (request.creatorType !== 'patient' || request.acceptanceStatus !== 0 || request.status !== 1)
    return false;
  const waiting = request.assignedDoctors.filter((doctor) => doctor.acceptanceStatus === 0);
  return waiting.length === 0 || waiting.some((doctor) => doctor._id === viewer._id);
}

/** SPEC §4: treatment ('3', '4') is set by the doctor who accepted, while the request is not fulfilled (2). */
export function canTreat(viewer: Viewer, request: RequestDto): boolean {
  if (!viewer || request.acceptanceStatus !== 1 || request.status === 2) return false;
  return request.assignedDoctors.some((doctor) => doctor._id === viewer._id && doctor.acceptanceStatus === 1);
}

/** Anyone signed in may report a request once (SPEC §4); reporting one's own makes no sense. */
export function canReport(viewer: Viewer, request: RequestDto): boolean {
  return Boolean(viewer) && !isCreator(viewer, request) && request.status !== -3;
}

/** SPEC §2/§6: the patient sees 'doctor assigned' and 'facility assigned' on their own requests. */
export function seesAssignments(viewer: Viewer, request: RequestDto): boolean {
  return Boolean(viewer) && deriveRoleFlags(viewer?.roles).patient && isCreator(viewer, request);
}

/** The creator edits and deletes their request; an administrator may too (the API checks both). */
export function canManage(viewer: Viewer, request: RequestDto): boolean {
  return isCreator(viewer, request) || deriveRoleFlags(viewer?.roles).admin;
}

/** Where a request is edited: campaigns on the campaign form, everything else on the request form. */
export function editPath(request: RequestDto): string {
  return request.creatorType === 'doctor' ? `/doctorrequest/${request._id}` : `/new-request/${request._id}`;
}

/** The detail page; the readable name when it has one. */
export function detailPath(request: Pick<RequestDto, '_id' | 'name'>): string {
  return `/donationRequest/${encodeURIComponent(request.name || request._id)}`;
}
