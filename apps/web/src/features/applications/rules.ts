import { APPLICATIONS_OPEN_REQUEST_STATUS, applicationFormOf, type RequestDto } from '@carenet/shared';
import { canManage, isCreator } from '../requests/rules';

type Viewer = Parameters<typeof isCreator>[0];

/**
 * The viewer may be offered the apply form: a community request type (SPEC §1) while it is
 * approved, and not their own (the API refuses both). A signed-out visitor is offered it too and
 * asked to sign in first.
 */
export function canApply(viewer: Viewer, request: RequestDto): boolean {
  return (
    applicationFormOf(request.request_type) !== null &&
    request.status === APPLICATIONS_OPEN_REQUEST_STATUS &&
    !isCreator(viewer, request)
  );
}

/** The request's applications: its owner and administrators read them (the API's policy). */
export function canReadApplications(viewer: Viewer, request: RequestDto): boolean {
  return applicationFormOf(request.request_type) !== null && canManage(viewer, request);
}
