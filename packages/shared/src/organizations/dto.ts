import type { PublicProfileDto, UserSummaryDto } from '../dto/user';
import type { OrganizationMemberRole } from './types';

/** What the signed-in viewer may do with a facility, decided by the server (the web never re-derives it). */
export interface OrganizationAbilitiesDto {
  edit: boolean;
  delete: boolean;
  manageMembers: boolean;
  /** The viewer is a member and may leave (the last owner may not). */
  leave: boolean;
}

/** A document uploaded in the facility form's second step, for the people who may edit the facility. */
export interface OrganizationDocumentDto {
  key: string;
  /** GET /files/{key}, readable by the uploader, the facility's owners and admins, and administrators. */
  url: string;
}

/** POST /organization/documents and /organization/logo: the file stored, to send back in PUT /organization/{id}. */
export interface OrganizationUploadDto {
  key: string;
  name: string;
  contentType: string;
  url: string;
}

/** docs/api-contract.md#entities-and-field-names Facility (organization) as the API sends it. */
export interface OrganizationDto {
  _id: string;
  orgName: string;
  orgType: string | null;
  description: string | null;
  orgEmail: string | null;
  /** The facility's e-mail address was confirmed by the link sent to it. */
  orgEmailVerified: boolean;
  websiteUrl: string | null;
  defaultImageUrl: string | null;
  orgAddress: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    country?: string;
    zip_code?: string;
  };
  facilityServices: string[];
  sourceOfCreation: string | null;
  status: number;
  isFreeHospital: boolean;
  isDiscountEnabled: boolean;
  discountPercentage: string | null;
  createdAt: string;
  updatedAt: string;
  /** On the single-facility answers (GET, POST, PUT /organization[/{id}]). */
  abilities?: OrganizationAbilitiesDto;
  membersCount?: number;
  /** The viewer's role in the facility, when a member. */
  myRole?: OrganizationMemberRole | null;
  /** Only to those who may edit the facility. */
  documents?: OrganizationDocumentDto[];
}

/**
 * GET /organization/nearest (docs/directory.md#nearest-hospitals): a verified facility whose city the
 * location data can place, nearest first. Facilities keep no phone number: the e-mail is their public contact.
 */
export interface NearbyFacilityDto {
  _id: string;
  orgName: string;
  orgType: string | null;
  /** Where to find it: line1 is '' when the facility gave none; state as the facility wrote it. */
  address: { line1: string; city: string; state: string; country: string };
  orgEmail: string | null;
  /** Kilometres, to 0.1, from the point asked to the coordinates of the facility's city. */
  distanceKm: number;
  /** OpenStreetMap's search for the facility's address, where its route planner starts. */
  directionsUrl: string;
}

/** GET /org/user/{userId}: a facility the user belongs to, with the user's role ('My Facilities'). */
export interface UserOrganizationDto {
  _id: string;
  orgName: string;
  orgType: string | null;
  defaultImageUrl: string | null;
  status: number;
  role: OrganizationMemberRole;
}

/** GET /org/{id}/users. */
export interface OrganizationMemberDto {
  user: UserSummaryDto;
  role: OrganizationMemberRole;
  joinedAt: string;
}

/** GET /org/{id}/invitations: an invitation not yet accepted nor expired, for the facility's managers. */
export interface PendingInvitationDto {
  _id: string;
  /** The address an e-mailed link went to; null for an invitation by id (whose address is not theirs to read). */
  email: string | null;
  /** The account invited by id; null for an e-mailed link. */
  invitee: UserSummaryDto | null;
  role: OrganizationMemberRole;
  /** The full name of who sent it (null once their account is gone). */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** GET /org/invitations: an invitation by id waiting for the signed-in invitee's answer. */
export interface MyOrganizationInvitationDto {
  _id: string;
  orgId: string;
  orgName: string;
  orgType: string | null;
  defaultImageUrl: string | null;
  /** The facility's status (1 verified): the invitee decides knowing whether an administrator checked it. */
  orgStatus: number;
  role: OrganizationMemberRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** An invitation as the facility's managers see it, and (preview) as the /invitation page shows it. */
export interface OrganizationInvitationDto {
  _id: string;
  orgId: string;
  orgName: string;
  email: string;
  role: 'admin' | 'member';
  expiresAt: string;
  expired: boolean;
  accepted: boolean;
  createdAt: string;
}

/**
 * GET /organization/{id}/doctors: one verified doctor of the facility as its public page shows them (a card:
 * name, photo, title, specialities, experience). Public fields only, never e-mail or phone.
 */
export type FacilityDoctorDto = UserSummaryDto &
  Pick<PublicProfileDto, 'specialities' | 'salutation' | 'yearsOfExperience'>;
