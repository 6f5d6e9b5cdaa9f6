import type { SuccessEnvelope } from '../api';
import type { PersonNameDto } from '../dto/user';
import type { RequestAbilities } from '../trust/care-team';
import type { AcceptanceStatus, TreatmentStatus } from './status';
import type { CreatorType, RequestType } from './types';

/** The creator as a request card shows them (docs/screens-and-flows.md#home-and-feed Request card: image, name, verified tick). */
export interface RequestUserInfoDto {
  _id: string;
  name: PersonNameDto;
  profile_image_url: string | null;
  profileVerificationStatus: number;
  /** The creator's roles, as their public profile shows them: the card names them by their real role. */
  roles: string[];
}

/** A doctor assigned to, or deciding on, a request, with their own decision. */
export interface AssignedDoctorDto {
  _id: string;
  name: PersonNameDto;
  profile_image_url: string | null;
  acceptanceStatus: AcceptanceStatus;
}

/** A care request (donation request) on the wire: docs/api-contract.md#entities-and-field-names field names. */
export interface RequestDto {
  _id: string;
  /** A unique slug; /donationRequest/{name} opens the request too. */
  name: string;
  title: string;
  description: string;
  brief: string | null;
  request_type: RequestType;
  creatorType: CreatorType;
  /** A code of REQUEST_STATUSES. */
  status: number;
  acceptanceStatus: AcceptanceStatus;
  requestStatusByDoctor: TreatmentStatus | null;
  assignedDoctors: AssignedDoctorDto[];
  orgId: string | null;
  user_info: RequestUserInfoDto;
  /** The human 'Ref id' of the card. */
  uniqueReferenceId: string;
  /** Currency, lower-case ISO 4217 (inr, usd). */
  units: string | null;
  isPrivate: boolean;
  flagReason: string | null;
  sourceOfCreation: string;
  region: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the caller has it in their favourites (false when signed out). */
  isFavourite: boolean;
  /** What the caller may do with it, decided by the API. */
  abilities: RequestAbilities;
}

/** Counts of the matching requests by status code (as string keys), whatever `status` asked. */
export type RequestCountSummary = Record<string, number>;

/** GET /donationRequest: the page, the count of all matches and the per-status counts. */
export interface RequestListEnvelope extends SuccessEnvelope<RequestDto[]> {
  totalCountOfRecords: number;
  countSummary: RequestCountSummary;
}

export interface FavouriteToggleDto {
  requestId: string;
  isFavourite: boolean;
}

/** GET /donationRequest/donors: a doctor who accepted requests of the user or facility. */
export interface RequestDonorDto {
  _id: string;
  name: PersonNameDto;
  profile_image_url: string | null;
  profileVerificationStatus: number;
  /** How many of those requests this doctor accepted. */
  requestCount: number;
}

/** One row of the type or source summary: the value and how many requests have it. */
export interface RequestCountByKeyDto {
  _id: string;
  label: string;
  count: number;
}
