import { z } from 'zod';
import type { PersonNameDto } from '../dto/user';
import type { TreatmentStatus } from '../requests/status';
import { UUID_PATTERN } from '../schemas/common';

/**
 * What the viewer may do with one request, decided by the API (care-team module) and sent with the
 * request. The web shows an action only when its ability is true; it never works a permission out.
 */
export interface RequestAbilities {
  /** Edit or delete it (its creator, an administrator). */
  manage: boolean;
  /** Accept it (a verified doctor, SPEC's accept icon). */
  accept: boolean;
  /** Decline it. */
  decline: boolean;
  /** Set treatment in progress or completed (the doctor in an active care relationship). */
  treat: boolean;
  report: boolean;
  /** Assign doctors (an administrator, a member of its facility). */
  assign: boolean;
  /** The patient's 'doctor assigned' / 'facility assigned' icons. */
  seeAssignments: boolean;
  /** The patient's registration and consents beside the request. */
  readPatientRecord: boolean;
  readPrescriptions: boolean;
  prescribe: boolean;
  /** See and join its video meetings. */
  joinMeetings: boolean;
  createMeetLink: boolean;
  /** Open (or start) the request's private conversation. */
  chat: boolean;
  apply: boolean;
  readApplications: boolean;
  donate: boolean;
  /**
   * The viewer is a doctor whose profile is not verified, on a request a verified doctor could accept
   * or decline: the screen says why instead of showing those actions.
   */
  awaitingVerification: boolean;
}

export const CARE_TEAM_MESSAGES = {
  accessEnded: "The doctor's access to your records has ended",
  notInCareTeam: 'This doctor cannot see your records now.',
  onlyPatientEndsAccess: 'Only the patient, or an administrator, can end a doctor’s access.',
  adminsSeeRecords:
    'Administrators can open your records to keep the service safe; every opening is recorded in the activity log.',
} as const;

/** Why a doctor can see the patient's records now: one accepted request each. */
export interface CareReasonDto {
  requestId: string;
  title: string;
  uniqueReferenceId: string;
  acceptedAt: string | null;
  requestStatusByDoctor: TreatmentStatus | null;
  /** When access through this request ends by itself (treatment completed plus the grace period); null while care goes on. */
  endsAt: string | null;
}

/** A doctor who can see the patient's health data now, and why. */
export interface CareTeamMemberDto {
  doctor: { _id: string; name: PersonNameDto; profile_image_url: string | null };
  reasons: CareReasonDto[];
  /** The patient (or an administrator) may end this doctor's access. */
  canEnd: boolean;
}

export interface CareTeamDto {
  patientId: string;
  members: CareTeamMemberDto[];
}

export const careTeamQuerySchema = z.object({
  /** An administrator reads a patient's care team by id; a patient reads their own (omit it). */
  userId: z.string().trim().regex(UUID_PATTERN).optional(),
});

export const doctorIdParamSchema = z.object({ doctorId: z.string().trim().regex(UUID_PATTERN) });
