import { z } from 'zod';

/**
 * Where an application stands with the request's owner: every application starts pending; the owner
 * accepts or declines it; an accepted internship or volunteering is later marked completed.
 */
export const APPLICATION_STATUS = {
  pending: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  completed: 'completed',
} as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUSES = Object.values(APPLICATION_STATUS) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
};

/** The decisions an owner can take on a pending application. */
export const APPLICATION_DECISIONS = [APPLICATION_STATUS.accepted, APPLICATION_STATUS.declined] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** PUT /donationRequestResponses/{id}/decision. */
export const applicationDecisionSchema = z.object({
  decision: z.enum(APPLICATION_DECISIONS, { error: 'Choose accepted or declined.' }),
});
export type ApplicationDecisionBody = z.input<typeof applicationDecisionSchema>;

/** What a certificate is for. */
export const CERTIFICATE_KIND = {
  volunteering: 'volunteering',
  internship: 'internship',
  eventAttendance: 'event_attendance',
} as const;
export type CertificateKind = (typeof CERTIFICATE_KIND)[keyof typeof CERTIFICATE_KIND];
export const CERTIFICATE_KINDS = Object.values(CERTIFICATE_KIND) as [CertificateKind, ...CertificateKind[]];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  volunteering: 'Volunteering',
  internship: 'Internship',
  event_attendance: 'Event attendance',
};

/**
 * A certificate's public id: 'CN-' and 12 base32 letters (60 random bits), unguessable, so that the
 * public check cannot be used to list certificates.
 */
export const CERTIFICATE_ID_PATTERN = /^CN-[A-Z2-7]{12}$/;
export const certificateIdParamSchema = z.object({
  id: z.string().trim().toUpperCase().max(40),
});

/** The public page that confirms a certificate by its id. */
export const certificateVerifyPath = (id: string) => `/certificates/verify/${encodeURIComponent(id)}`;
export const MY_CERTIFICATES_PATH = '/downloads/myCertificates';

export const CERTIFICATE_VALIDITY = { valid: 'valid', revoked: 'revoked' } as const;
export type CertificateValidity = (typeof CERTIFICATE_VALIDITY)[keyof typeof CERTIFICATE_VALIDITY];

export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate with this id was issued by CareNet.',
  applicationNotFound: 'This application was not found.',
  onlyOwnerDecides: 'Only the request’s owner can decide on its applications.',
  notPending: 'This application was already decided.',
  notAccepted: 'Only an accepted application can be marked completed.',
  notCompletable: 'Only internship and volunteering applications can be marked completed.',
  accepted: 'Application accepted',
  declined: 'Application declined',
  completed: 'Application marked completed',
  emptyTitle: 'You have no certificates yet.',
  emptyHint:
    'A certificate is issued when a request’s owner marks your internship or volunteering completed, or when you check in at a CareNet event.',
  genuine: 'Genuine certificate',
  revoked: 'This certificate was revoked.',
  downloadFailed: 'The certificate could not be downloaded. Please try again.',
} as const;

/** A certificate as its recipient lists it. */
export interface CertificateDto {
  _id: string;
  kind: CertificateKind;
  recipientName: string;
  title: string;
  issuer: string;
  /** The day of the achievement, YYYY-MM-DD. */
  achievedOn: string;
  issuedAt: string;
  revoked: boolean;
  /** Where anyone may check it: an absolute link. */
  verifyUrl: string;
  /** GET this (signed in) for the PDF. */
  pdfUrl: string;
}

/** GET /certificates/verify/{id}: what the public check confirms. */
export interface CertificateVerificationDto {
  _id: string;
  recipientName: string;
  title: string;
  kind: CertificateKind;
  achievedOn: string;
  issuer: string;
  status: CertificateValidity;
}

/** What the viewer may do with an application; decided by the server. */
export interface ApplicationAbilitiesDto {
  canAccept: boolean;
  canDecline: boolean;
  canComplete: boolean;
}
