import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACCEPTANCE_STATUS, PROFILE_VERIFICATION } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { donationRequests, requestDoctors, users, type PersonName } from '../../platform/db/schema';
import type { CareLink, CareRequest } from '../../access';

const r = donationRequests;
const rd = requestDoctors;

/** One accepted request of a patient's and the doctor who accepted it, as the relationship rules read them. */
export interface PatientCareLink {
  link: CareLink;
  request: CareRequest & { id: string; title: string; uniqueReferenceId: string };
  doctor: { id: string; name: PersonName; profileImageUrl: string | null };
}

/**
 * The doctors who accepted one of the patient's requests and whose access was not ended (optionally one
 * doctor): the candidates of the patient's care team. Whether each is ACTIVE is careState's to say;
 * this only leaves out rows no rule could make active.
 */
export function careLinksOfPatient(
  db: Database,
  patientId: string,
  doctorId?: string,
): Promise<PatientCareLink[]> {
  return careLinksWhere(
    db,
    and(
      eq(r.createdBy, patientId),
      eq(r.creatorType, 'patient'),
      eq(rd.acceptance, ACCEPTANCE_STATUS.accepted),
      isNull(rd.accessEndedAt),
      doctorId ? eq(rd.doctorId, doctorId) : undefined,
    ),
  );
}

async function careLinksWhere(db: Database, where: SQL | undefined): Promise<PatientCareLink[]> {
  const rows = await db
    .select({
      acceptance: rd.acceptance,
      acceptedAt: rd.acceptedAt,
      accessEndedAt: rd.accessEndedAt,
      verified: sql<boolean>`${users.profileVerificationStatus} = ${PROFILE_VERIFICATION.verified}`,
      requestId: r.id,
      title: r.title,
      uniqueReferenceId: r.uniqueReferenceId,
      createdBy: r.createdBy,
      creatorType: r.creatorType,
      status: r.status,
      requestStatusByDoctor: r.requestStatusByDoctor,
      treatmentCompletedAt: r.treatmentCompletedAt,
      doctorId: users.id,
      name: users.name,
      profileImageUrl: users.profileImageUrl,
    })
    .from(rd)
    .innerJoin(r, eq(r.id, rd.requestId))
    .innerJoin(users, eq(users.id, rd.doctorId))
    .where(where)
    .orderBy(asc(rd.acceptedAt), asc(r.id));
  return rows.map((row) => ({
    link: {
      acceptance: row.acceptance,
      verified: row.verified,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      accessEndedAt: row.accessEndedAt?.toISOString() ?? null,
    },
    request: {
      id: row.requestId,
      title: row.title,
      uniqueReferenceId: row.uniqueReferenceId,
      createdBy: row.createdBy,
      creatorType: row.creatorType,
      status: row.status,
      requestStatusByDoctor: row.requestStatusByDoctor,
      treatmentCompletedAt: row.treatmentCompletedAt,
    },
    doctor: { id: row.doctorId, name: row.name, profileImageUrl: row.profileImageUrl },
  }));
}

/**
 * The requests a doctor accepted and still has access through, as care links (the candidates of the
 * doctor's care relationships; careState says which are active).
 */
export async function careLinksOfDoctor(db: Database, doctorId: string): Promise<PatientCareLink[]> {
  return careLinksWhere(
    db,
    and(
      eq(rd.doctorId, doctorId),
      eq(r.creatorType, 'patient'),
      eq(rd.acceptance, ACCEPTANCE_STATUS.accepted),
      isNull(rd.accessEndedAt),
    ),
  );
}

/** Ends a doctor's access through these requests (the patient's, from careLinksOfPatient); how many it ended. */
export async function endCareLinks(
  db: Database,
  doctorId: string,
  endedBy: string,
  requestIds: readonly string[],
): Promise<number> {
  if (requestIds.length === 0) return 0;
  const ended = await db
    .update(rd)
    .set({ accessEndedAt: new Date(), accessEndedBy: endedBy, updatedAt: new Date() })
    .where(and(eq(rd.doctorId, doctorId), isNull(rd.accessEndedAt), inArray(rd.requestId, [...requestIds])))
    .returning({ requestId: rd.requestId });
  return ended.length;
}
