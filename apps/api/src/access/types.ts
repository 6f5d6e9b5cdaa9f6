/**
 * What the access rules read of a request: the stored request, its creator, its doctors and the viewer's
 * own marks on it. The requests module reads these from the database; the rules only read them, so the
 * types live here, below every module.
 */
import type { DonationRequestRow, PersonName } from '../platform/db/schema';

/** A stored request as every read returns it: the search vector is an index input, never an output. */
export type RequestRecord = Omit<DonationRequestRow, 'searchVector'>;

export interface CreatorInfo {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
  profileVerificationStatus: number;
  /** What the request shows its creator as: a campaign's maker may be a doctor, a facility or an administrator. */
  roles: string[];
}

export interface DoctorOnRequest {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
  /** The doctor's own decision: 0 assigned, 1 accepted, -1 rejected. */
  acceptance: number;
  assignedBy: string | null;
  /** The doctor's profile is verified (PROFILE_VERIFICATION.verified). */
  verified: boolean;
  /** ISO instants: when they accepted, and when the patient ended their access (relationship.ts). */
  acceptedAt: string | null;
  accessEndedAt: string | null;
}

/** A request with what its presentation needs: the creator, the doctors and the caller's own marks on it. */
export interface RequestView {
  request: RequestRecord;
  creator: CreatorInfo;
  doctors: DoctorOnRequest[];
  isFavourite: boolean;
  /** The caller has reported it (each person reports a request once). */
  reportedByViewer: boolean;
}
