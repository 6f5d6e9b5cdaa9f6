import { z } from 'zod';
import type { ApplicationAbilitiesDto, ApplicationStatus } from '../certificates';
import type { PersonNameDto } from '../dto/user';
import { pagingQuerySchema } from '../schemas/common';
import { requestIdSchema } from './schemas';
import { REQUEST_STATUS } from './status';
import { COMMUNITY_REQUEST_TYPES, REQUEST_TYPE_LABELS, type RequestType } from './types';

export * from './application-links';

/** docs/files-and-uploads.md#accepted-types: a resume is at most 2 MB. */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
/** docs/files-and-uploads.md#accepted-types: DOC, DOCX, PDF or RTF, checked by the server from the file's bytes. */
export const RESUME_EXTENSIONS = ['doc', 'docx', 'pdf', 'rtf'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
/** For the file picker's accept attribute; the server's sniffing is what decides. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** The multipart field of POST /donationRequestResponses/resume. */
export const RESUME_FIELD = 'resume';

/** How long a guest's confirmation link works; an application unconfirmed by then never reaches the owner. */
export const GUEST_APPLICATION_CONFIRM_HOURS = 48;

/**
 * Apply-form text. Strings quoted from SPEC (§2, §5, §8) are spelled exactly as SPEC has them; the
 * others are ours, for places SPEC leaves silent.
 */
export const APPLICATION_MESSAGES = {
  // docs/screens-and-flows.md#flows Dialogs
  applyDialogTitle: 'Quickly Review and Apply',
  audioRoomDialogTitle: 'Invite To An Audio Room',
  // docs/validation-and-limits.md Apply form
  firstNameRequired: 'Please enter First Name',
  lastNameRequired: 'Please enter Last Name',
  emailRequired: 'Please enter Email',
  occupationRequired: 'Please enter Occupation',
  locationRequired: 'Please Select your Location',
  audioRoomLinkRequired: 'Please paste your audio room link',
  // docs/validation-and-limits.md#clinical Uploader
  fileRequired: 'Please select a file to upload',
  // docs/api-contract.md#messages
  appliedForInternship: 'Successfully applied for internship request',
  appliedForVolunteering: 'Successfully applied for Volunteering request',
  appliedForHomeworkHelp: 'Successfully applied for Homework help',

  // Ours
  audioRoomLinkInvalid: 'Please paste a valid audio room link, starting with https://',
  resumeTooLarge: 'The resume is larger than 2 MB. Please upload a smaller file.',
  resumeWrongType: 'Please upload your resume as a DOC, DOCX, PDF or RTF file.',
  resumeNameMismatch:
    'The file’s content does not match its name. Please upload a real DOC, DOCX, PDF or RTF file.',
  resumeUnreadable: 'This file could not be read. Please upload the original DOC, DOCX, PDF or RTF file.',
  resumeNotMultipart: 'Send the resume as multipart/form-data, in the field "resume".',
  resumeUploaded: 'Resume uploaded successfully',
  resumeUploadFailed: 'The resume could not be uploaded. Please check your connection and try again.',
  resumeDownloadFailed: 'The resume could not be downloaded. Please try again.',
  resumeNotFound: 'This resume upload was not found or is already used. Please upload your resume again.',
  notCommunityRequest:
    'Applications are accepted only for internship, volunteering, career, board member, podcast and homework help requests.',
  requestNotOpen: 'This request is not accepting applications.',
  ownRequest: 'You cannot apply to your own request.',
  requestRequired: 'Choose the request to apply to.',

  // Ours: a guest applies with an e-mail address they confirm
  guestApplyNote:
    'You are not signed in: we will e-mail you a link to confirm your application. It reaches the request’s owner only once you confirm it.',
  guestApplied: `Thank you for applying. Please check your e-mail: open the link we sent you within ${GUEST_APPLICATION_CONFIRM_HOURS} hours to confirm your application.`,
  guestResumeNeedsAccount: 'Sign in to attach a resume; as a guest you can apply without one.',
  confirmationPending:
    'You already applied to this request with this e-mail address. Please open the confirmation link we sent you.',
  confirmationTokenRequired: 'This confirmation link is incomplete. Please open the link from your e-mail.',
  confirmationLinkInvalid:
    'This confirmation link has expired or was already used. If your application is not confirmed yet, please apply again.',
  guestEmailDescription: 'We will send the confirmation link to this address.',
  checkInboxTitle: 'Check your inbox',
  confirming: 'Confirming your application…',
  confirmedTitle: 'Application confirmed',
  applicationConfirmed: 'Your application is confirmed and was sent to the request’s owner.',
  linkRefusedTitle: 'This link cannot be used',
} as const;

/** The apply form a community request type uses (docs/screens-and-flows.md#routes); null for types nobody applies to. */
export type ApplicationForm = 'profile' | 'audioRoom';

export function applicationFormOf(type: RequestType): ApplicationForm | null {
  if (!COMMUNITY_REQUEST_TYPES.includes(type)) return null;
  return type === 'homeworkHelp' ? 'audioRoom' : 'profile';
}

/** A request takes applications while it is approved (status 1). */
export const APPLICATIONS_OPEN_REQUEST_STATUS = REQUEST_STATUS.approved;

/** docs/api-contract.md#messages success messages; the community types SPEC does not name get one in the same style. */
export function appliedMessage(type: RequestType): string {
  if (type === 'internship') return APPLICATION_MESSAGES.appliedForInternship;
  if (type === 'volunteering') return APPLICATION_MESSAGES.appliedForVolunteering;
  if (type === 'homeworkHelp') return APPLICATION_MESSAGES.appliedForHomeworkHelp;
  return `Successfully applied for ${REQUEST_TYPE_LABELS[type]} request`;
}

/**
 * POST /donationRequestResponses: the request (id or name) and the fields of its type's form. The
 * form's own schema (APPLICATION_FORM_SCHEMAS), picked from the request's type, checks the fields.
 */
export const applicationBodySchema = z.object({
  donationRequestId: z
    .string({ error: APPLICATION_MESSAGES.requestRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.requestRequired)
    .max(100),
  participantName: z
    .object({ first_name: z.string().optional(), last_name: z.string().optional() })
    .optional(),
  participantEmailAddress: z.string().optional(),
  participantPhone: z.string().optional(),
  participantOccupation: z.string().optional(),
  participantGender: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  address: z.string().optional(),
  resume: z.string().optional(),
  participantAudioRoomUrl: z.string().optional(),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

/** POST /donationRequestResponses/confirm: the token of the link mailed to a guest applicant. */
export const confirmApplicationSchema = z.object({
  token: z
    .string({ error: APPLICATION_MESSAGES.confirmationTokenRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.confirmationTokenRequired)
    .max(200, APPLICATION_MESSAGES.confirmationLinkInvalid),
});
export type ConfirmApplicationBody = z.input<typeof confirmApplicationSchema>;

/** GET /donationRequestResponses: one request's applications, or without it the caller's own. */
export const applicationListQuerySchema = pagingQuerySchema.extend({
  donationRequestId: requestIdSchema.optional(),
});

/** docs/api-contract.md#entities-and-field-names Application response on the wire. */
export interface ApplicationDto {
  _id: string;
  donation_request_info: { _id: string; name: string; title: string; request_type: RequestType };
  /** The signed-in applicant; null for a guest, known by participantName and participantEmailAddress. */
  user_info: { _id: string; name: PersonNameDto; profile_image_url: string | null } | null;
  request_type: RequestType;
  participantName: { first_name: string; last_name: string };
  participantEmailAddress: string;
  participantPhone: string | null;
  participantOccupation: string | null;
  participantGender: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  address: string | null;
  /** /files/<key>: readable by the applicant, the request's owner and administrators, with their token. */
  participantResumeDownloadUrl: string | null;
  participantResumeName: string | null;
  participantAudioRoomUrl: string | null;
  createdAt: string;
  /** Pending until the request's owner accepts or declines; an accepted internship or volunteering is later completed. */
  status: ApplicationStatus;
  decidedAt: string | null;
  completedAt: string | null;
  /** What the viewer may do with it, decided by the server. */
  abilities: ApplicationAbilitiesDto;
}

/** POST /donationRequestResponses/resume: the stored resume, to send as `resume` when applying. */
export interface UploadedFileDto {
  key: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}
