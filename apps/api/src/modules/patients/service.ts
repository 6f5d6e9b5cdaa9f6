import type { z } from 'zod';
import {
  PATIENT_MESSAGES,
  type patientConsentSchema,
  type patientRegistrationQuerySchema,
  type patientRegistrationSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { PatientConsentRow, PatientRegistrationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findUserById } from '../users';
import { PATIENT_EVENTS, recordPatientAccess, recordPatientChange } from './events';
import { assertCanReachPatient } from '../care-team';
import { assertCanConsent, assertCanRegister } from './policy';
import {
  findConsent,
  findRegistration,
  insertConsent,
  selectConsentsOf,
  upsertRegistration,
  withdrawConsentRow,
} from './repository';
import { findRequestView } from '../requests';

export type RegistrationBody = z.output<typeof patientRegistrationSchema>;
export type RegistrationQuery = z.output<typeof patientRegistrationQuerySchema>;
export type ConsentBody = z.output<typeof patientConsentSchema>;

/** POST /patientRegistration: the patient's intake form, created or brought up to date. */
export async function saveRegistration(
  ctx: AppContext,
  principal: Principal,
  body: RegistrationBody,
  ip?: string,
): Promise<PatientRegistrationRow> {
  const patientId = body.userId ?? principal.userId;
  assertCanRegister(principal, patientId);
  if (!(await findUserById(ctx.db, patientId)))
    throw AppError.field('userId', PATIENT_MESSAGES.invalidPatient);
  return ctx.events.transaction(async (tx, emit) => {
    const row = await upsertRegistration(tx, {
      userId: patientId,
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      bloodGroup: body.bloodGroup ?? null,
      heightCm: body.heightCm ?? null,
      weightKg: body.weightKg ?? null,
      address: body.address ?? {},
      emergencyContact: body.emergencyContact,
      medicalHistory: body.medicalHistory,
      allergies: body.allergies,
      currentMedication: body.currentMedication,
      insuranceProvider: body.insuranceProvider,
      insuranceNumber: body.insuranceNumber,
      updatedBy: principal.userId,
    });
    await recordPatientChange(emit, PATIENT_EVENTS.registrationSaved, principal, patientId, ip, {
      registrationId: row.id,
    });
    return row;
  });
}

/** GET /getpatientRegistration: by the patient's id (null when they have not registered) or the registration's; each read is logged. */
export async function getRegistration(
  ctx: AppContext,
  principal: Principal,
  query: RegistrationQuery,
  ip?: string,
): Promise<PatientRegistrationRow | null> {
  // Permission before existence, so a 404 says nothing about whether someone registered.
  if (query.userId) await assertCanReachPatient(ctx, principal, query.userId);
  const row = await findRegistration(
    ctx.db,
    query.userId ? { userId: query.userId } : { id: query.id ?? '' },
  );
  // A patient who has not registered yet is an empty answer to those who may read it, not an error:
  // their own page asks on every visit. A registration id that names nothing is not found.
  if (!row && query.userId) return null;
  if (!row) throw AppError.notFound(PATIENT_MESSAGES.registrationNotFound);
  if (!query.userId) await assertCanReachPatient(ctx, principal, row.userId);
  await recordPatientAccess(ctx, PATIENT_EVENTS.registrationRead, principal, row.userId, ip, {
    registrationId: row.id,
  });
  return row;
}

/** POST /patientConsent: the patient agrees, in the words they read; about one of their requests if named. */
export async function giveConsent(
  ctx: AppContext,
  principal: Principal,
  body: ConsentBody,
  ip?: string,
): Promise<PatientConsentRow> {
  assertCanConsent(principal);
  if (body.requestId) {
    const view = await findRequestView(ctx.db, body.requestId, principal.userId);
    if (view?.request.createdBy !== principal.userId)
      throw AppError.field('requestId', PATIENT_MESSAGES.invalidPatient);
  }
  return ctx.events.transaction(async (tx, emit) => {
    const row = await insertConsent(tx, {
      userId: principal.userId,
      scope: body.scope,
      requestId: body.requestId ?? null,
      statement: body.statement,
    });
    await recordPatientChange(emit, PATIENT_EVENTS.consentGiven, principal, principal.userId, ip, {
      consentId: row.id,
      scope: row.scope,
    });
    return row;
  });
}

/** POST /patientConsent/{id}/withdraw: the patient takes a consent back; the record keeps when. */
export async function withdrawConsent(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<PatientConsentRow> {
  const consent = await findConsent(ctx.db, id);
  if (!consent) throw AppError.notFound();
  if (consent.userId !== principal.userId) {
    await assertCanReachPatient(ctx, principal, consent.userId);
    throw AppError.forbidden(PATIENT_MESSAGES.onlyPatientConsents);
  }
  return ctx.events.transaction(async (tx, emit) => {
    const withdrawn = await withdrawConsentRow(tx, consent.id);
    if (!withdrawn) throw AppError.conflict(PATIENT_MESSAGES.consentAlreadyWithdrawn);
    await recordPatientChange(emit, PATIENT_EVENTS.consentWithdrawn, principal, principal.userId, ip, {
      consentId: consent.id,
    });
    return withdrawn;
  });
}

/** GET /getPatientConsents: a patient's consents (one's own without userId); each read is logged. */
export async function listConsents(
  ctx: AppContext,
  principal: Principal,
  userId: string | undefined,
  ip?: string,
): Promise<PatientConsentRow[]> {
  const patientId = userId ?? principal.userId;
  await assertCanReachPatient(ctx, principal, patientId);
  const rows = await selectConsentsOf(ctx.db, patientId);
  await recordPatientAccess(ctx, PATIENT_EVENTS.consentsRead, principal, patientId, ip, {});
  return rows;
}
