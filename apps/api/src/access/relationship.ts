/**
 * The one place that decides a viewer's relationship to a request and to a patient. Every policy that
 * touches a patient's health data or a doctor's actions on a request asks here; nothing else compares
 * doctor ids or acceptance codes.
 *
 * A care relationship links a doctor to a patient through one request the patient created:
 *
 * | condition                                                        | relationship                          |
 * |------------------------------------------------------------------|---------------------------------------|
 * | the doctor's profile is not verified                             | none (awaiting verification)          |
 * | the doctor is assigned but has not accepted (acceptance 0)       | none: may see the request and decide  |
 * | the doctor declined (acceptance -1)                              | ended: declined                       |
 * | the doctor accepted (acceptance 1), nothing below applies        | ACTIVE                                |
 * | the patient (or an administrator) ended the doctor's access      | ended: access ended                   |
 * | the request is closed (fulfilled, rejected, expired, deactivated, deleted) | ended: request closed       |
 * | treatment completed ('4') more than the grace period ago         | ended: treatment completed            |
 * |                                                                  |   (CARE_ACCESS_GRACE_DAYS, default 30) |
 *
 * A doctor in an ACTIVE relationship with a patient reads all of that patient's health data (records,
 * images, registration, consents, prescriptions of that request, the request's chat and meetings) and
 * writes prescriptions and meet links on that request. The patient always reaches their own data;
 * administrators reach it for support, and every read by someone other than the patient is logged.
 * Everyone else is told the data does not exist (404).
 */
import {
  ACCEPTANCE_STATUS,
  PROFILE_VERIFICATION,
  REQUEST_STATUS,
  TREATMENT_STATUS,
  deriveRoleFlags,
} from '@carenet/shared';
import type { Principal } from '../platform/auth/request-auth';
import type { DoctorOnRequest, RequestRecord } from './types';

/**
 * Statuses that close a request and with it the care relationships through it. Spam (-3) is not one:
 * any signed-in user can report a request, and a report must not cut a patient off from their doctor.
 */
export const CARE_CLOSING_STATUSES: readonly number[] = [
  REQUEST_STATUS.fulfilled,
  REQUEST_STATUS.rejected,
  REQUEST_STATUS.expired,
  REQUEST_STATUS.deactivated,
  REQUEST_STATUS.deleted,
];

export type CareEndReason =
  'not accepted' | 'declined' | 'access ended' | 'request closed' | 'treatment completed';

export type CareState =
  | {
      active: true;
      /** When access ends by itself (completed treatment plus grace); null while care goes on. */ endsAt: Date | null;
    }
  | { active: false; reason: CareEndReason | 'not verified' };

/** The request fields a relationship depends on. */
export type CareRequest = Pick<
  RequestRecord,
  'createdBy' | 'creatorType' | 'status' | 'requestStatusByDoctor' | 'treatmentCompletedAt'
>;

/** One doctor's part in one request, as the relationship rules read it. */
export type CareLink = Pick<DoctorOnRequest, 'acceptance' | 'verified' | 'acceptedAt' | 'accessEndedAt'>;

export interface CareClock {
  now: Date;
  /** CARE_ACCESS_GRACE_DAYS in milliseconds. */
  graceMs: number;
}

/** The state of one doctor's care relationship through one request (the table above, top to bottom). */
export function careState(link: CareLink, request: CareRequest, clock: CareClock): CareState {
  if (!link.verified) return { active: false, reason: 'not verified' };
  if (request.creatorType !== 'patient') return { active: false, reason: 'not accepted' };
  if (link.acceptance === ACCEPTANCE_STATUS.rejected) return { active: false, reason: 'declined' };
  if (link.acceptance !== ACCEPTANCE_STATUS.accepted) return { active: false, reason: 'not accepted' };
  if (link.accessEndedAt) return { active: false, reason: 'access ended' };
  if (CARE_CLOSING_STATUSES.includes(request.status)) return { active: false, reason: 'request closed' };
  if (request.requestStatusByDoctor === TREATMENT_STATUS.completed) {
    const completedAt = request.treatmentCompletedAt ?? clock.now;
    const endsAt = new Date(completedAt.getTime() + clock.graceMs);
    return endsAt > clock.now ? { active: true, endsAt } : { active: false, reason: 'treatment completed' };
  }
  return { active: true, endsAt: null };
}

/** A doctor whose profile an administrator verified: the only kind that acts as a clinician. */
export function isVerifiedDoctor(principal: Principal | null): boolean {
  return (
    Boolean(principal?.flags.doctor) &&
    principal?.user.profileVerificationStatus === PROFILE_VERIFICATION.verified
  );
}

/** A doctor who still waits for (or has not asked for) verification: screens say so instead of acting. */
export function isAwaitingVerification(principal: Principal | null): boolean {
  return Boolean(principal?.flags.doctor) && !isVerifiedDoctor(principal);
}

/** Whether a stored user (by roles and verification status) is a verified doctor. */
export function isVerifiedDoctorUser(user: { roles: readonly string[]; profileVerificationStatus: number }) {
  return (
    deriveRoleFlags(user.roles).doctor && user.profileVerificationStatus === PROFILE_VERIFICATION.verified
  );
}

/** Who the viewer is to one request. */
export interface RequestRelationship {
  signedIn: boolean;
  owner: boolean;
  admin: boolean;
  /** A member of the request's facility. */
  facilityMember: boolean;
  /** Holds the patient role (SPEC's 'doctor assigned' icons are the patient's). */
  patient: boolean;
  /** Holds the doctor role, verified or not. */
  doctor: boolean;
  verifiedDoctor: boolean;
  /** The viewer's own row among the request's doctors, if any. */
  asDoctor: DoctorOnRequest | null;
  /** The viewer is a doctor in an ACTIVE care relationship through this request. */
  activeCare: boolean;
}

/** The viewer's relationship to a request, from what the request view already holds. */
export function relationshipTo(
  principal: Principal | null,
  request: CareRequest & Pick<RequestRecord, 'orgId'>,
  doctors: readonly DoctorOnRequest[],
  clock: CareClock,
  viewerOrgIds: ReadonlySet<string> = new Set(),
): RequestRelationship {
  const userId = principal?.userId ?? null;
  const asDoctor = (userId && doctors.find((doctor) => doctor.id === userId)) || null;
  const verifiedDoctor = isVerifiedDoctor(principal);
  return {
    signedIn: Boolean(principal),
    owner: Boolean(userId) && request.createdBy === userId,
    admin: principal?.flags.admin ?? false,
    facilityMember: Boolean(request.orgId && viewerOrgIds.has(request.orgId)),
    patient: principal?.flags.patient ?? false,
    doctor: principal?.flags.doctor ?? false,
    verifiedDoctor,
    asDoctor,
    activeCare: Boolean(asDoctor && verifiedDoctor && careState(asDoctor, request, clock).active),
  };
}

/** The doctors in an active care relationship through a request (its care team for that request). */
export function activeCareDoctors(
  request: CareRequest,
  doctors: readonly DoctorOnRequest[],
  clock: CareClock,
): DoctorOnRequest[] {
  return doctors.filter((doctor) => careState(doctor, request, clock).active);
}
