import { MEET_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { MeetLinkRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { RequestView } from '../requests/repository';

/**
 * Who takes part in a request's meetings: its creator and its doctors (not those who declined). The
 * title and times of a consultation are health information, so nobody else, administrators included,
 * reads them; to them a meet link does not exist.
 */
export function takesPart(principal: Principal, view: RequestView): boolean {
  return (
    view.request.createdBy === principal.userId ||
    view.doctors.some((doctor) => doctor.id === principal.userId && doctor.acceptance !== -1)
  );
}

/** SPEC §2/§4: a doctor who accepted the request creates its meet links (the dialog opens on accepting). */
export function assertCanCreate(principal: Principal, view: RequestView): void {
  const accepted = view.doctors.some((doctor) => doctor.id === principal.userId && doctor.acceptance === 1);
  if (!accepted) throw AppError.forbidden(MEET_MESSAGES.onlyAcceptedDoctor);
}

/** The doctor who made a meet link changes or deletes it. */
export function assertCanChange(principal: Principal, link: MeetLinkRow): void {
  if (link.createdBy !== principal.userId) throw AppError.forbidden(MEET_MESSAGES.onlyOrganiser);
}
