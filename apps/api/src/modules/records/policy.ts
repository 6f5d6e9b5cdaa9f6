import { RECORD_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';

/**
 * docs/roles-and-permissions.md#who-may-do-what: documents and images are changed or deleted only where editing is allowed, which is by
 * the person who uploaded them. Those who may read them (the patient's doctors, administrators) are
 * told so; to everyone else the record does not exist (the caller checks assertCanReachPatient first).
 */
export function assertCanChange(principal: Principal, uploadedBy: string): void {
  if (principal.userId !== uploadedBy) throw AppError.forbidden(RECORD_MESSAGES.onlyUploaderChanges);
}
