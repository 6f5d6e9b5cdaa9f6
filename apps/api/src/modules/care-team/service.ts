import { CARE_TEAM_MESSAGES, type CareTeamDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordPatientAccess, recordPatientChange } from '../patients';
import { CARE_TEAM_EVENTS } from './events';
import { presentCareTeam } from './presenter';
import { careClock, careState, isVerifiedDoctor, type CareState } from '../../access';
import { careLinksOfDoctor, careLinksOfPatient, endCareLinks, type PatientCareLink } from './repository';

export interface ActiveCareLink extends PatientCareLink {
  state: Extract<CareState, { active: true }>;
}

/** The patient's relationships that are ACTIVE now (optionally one doctor's). */
export async function activeCareLinks(
  ctx: AppContext,
  patientId: string,
  doctorId?: string,
): Promise<ActiveCareLink[]> {
  const clock = careClock(ctx);
  const links = await careLinksOfPatient(ctx.db, patientId, doctorId);
  return links.flatMap((link) => {
    const state = careState(link.link, link.request, clock);
    return state.active ? [{ ...link, state }] : [];
  });
}

/** The patients a verified doctor cares for now (none for anyone else). */
export async function patientsCaredForBy(ctx: AppContext, principal: Principal): Promise<string[]> {
  if (!isVerifiedDoctor(principal)) return [];
  const clock = careClock(ctx);
  const links = await careLinksOfDoctor(ctx.db, principal.userId);
  return [
    ...new Set(
      links
        .filter((link) => careState(link.link, link.request, clock).active)
        .map((link) => link.request.createdBy),
    ),
  ];
}

/** The caller is a verified doctor in an active care relationship with the patient. */
export async function isCaringFor(
  ctx: AppContext,
  principal: Principal,
  patientId: string,
): Promise<boolean> {
  if (!isVerifiedDoctor(principal)) return false;
  return (await activeCareLinks(ctx, patientId, principal.userId)).length > 0;
}

/**
 * A patient's health data is reached by the patient, administrators and the doctors caring for them
 * now (access/relationship.ts); to anyone else it does not exist: a 404.
 */
export async function assertCanReachPatient(
  ctx: AppContext,
  principal: Principal,
  patientId: string,
): Promise<void> {
  if (principal.userId === patientId || principal.flags.admin) return;
  if (await isCaringFor(ctx, principal, patientId)) return;
  throw AppError.notFound();
}

/** The patient's own care team, or any patient's for an administrator. */
function patientOf(principal: Principal, userId: string | undefined): string {
  const patientId = userId ?? principal.userId;
  if (patientId !== principal.userId && !principal.flags.admin) throw AppError.notFound();
  return patientId;
}

/** GET /careTeam: who can see the patient's records now, and why. */
export async function getCareTeam(
  ctx: AppContext,
  principal: Principal,
  userId: string | undefined,
  ip?: string,
): Promise<CareTeamDto> {
  const patientId = patientOf(principal, userId);
  const links = await activeCareLinks(ctx, patientId);
  if (patientId !== principal.userId) {
    await recordPatientAccess(ctx, CARE_TEAM_EVENTS.careTeamRead, principal, patientId, ip, {});
  }
  return presentCareTeam(patientId, links);
}

/** POST /careTeam/{doctorId}/end: the patient (or an administrator) ends a doctor's access to their records. */
export async function endDoctorAccess(
  ctx: AppContext,
  principal: Principal,
  doctorId: string,
  userId: string | undefined,
  ip?: string,
): Promise<CareTeamDto> {
  const patientId = patientOf(principal, userId);
  const links = await activeCareLinks(ctx, patientId, doctorId);
  if (links.length === 0) throw AppError.notFound(CARE_TEAM_MESSAGES.notInCareTeam);
  const requestIds = links.map((link) => link.request.id);
  await ctx.events.transaction(async (tx, emit) => {
    await endCareLinks(tx, doctorId, principal.userId, requestIds);
    await recordPatientChange(emit, CARE_TEAM_EVENTS.accessEnded, principal, patientId, ip, {
      doctorId,
      requestIds,
    });
  });
  return presentCareTeam(patientId, await activeCareLinks(ctx, patientId));
}
