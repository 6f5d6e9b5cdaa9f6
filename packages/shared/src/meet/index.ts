import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';

/** docs/validation-and-limits.md#requests: a meet link's title and description limits. */
export const MEET_TITLE_MAX = 50;
export const MEET_DESCRIPTION_MAX = 100;

/** Meet link text. SPEC's own strings (§5, §8) are spelled as SPEC has them; the rest are ours. */
export const MEET_MESSAGES = {
  // docs/validation-and-limits.md#clinical Meet link
  titleRequired: 'Please enter Title',
  descriptionRequired: 'Please enter description',
  fromDateRequired: 'Please select a fromDate',
  endDateRequired: 'Please select a endDate',
  invalidDates: 'Please select a valid date',
  // docs/api-contract.md#messages
  created: 'Meet link was created successfully',
  updated: 'Meet link was updated successfully',
  createFailed: 'Failed to create the google meet link',
  updateFailed: 'Failed to update the Meet link',
  loadFailed: 'Failed to get meeting link',

  // Ours
  titleTooLong: `The title can be at most ${MEET_TITLE_MAX} characters.`,
  descriptionTooLong: `The description can be at most ${MEET_DESCRIPTION_MAX} characters.`,
  startInPast: 'The meeting cannot start in the past.',
  invalidRequest: 'Please choose the request this meeting is about.',
  deleted: 'Meet link deleted',
  onlyAcceptedDoctor: 'Only a doctor who accepted this request can create its meet links.',
  onlyOrganiser: 'Only the doctor who created this meet link can change it.',
  notFound: 'Meet link not found',
} as const;

/** Epoch milliseconds (docs/api-contract.md#entities-and-field-names Meet link startTime, endTime). */
const epochMs = (requiredMessage: string) =>
  z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage);

const meetFields = {
  title: z
    .string({ error: MEET_MESSAGES.titleRequired })
    .trim()
    .min(1, MEET_MESSAGES.titleRequired)
    .max(MEET_TITLE_MAX, MEET_MESSAGES.titleTooLong),
  description: z
    .string({ error: MEET_MESSAGES.descriptionRequired })
    .trim()
    .min(1, MEET_MESSAGES.descriptionRequired)
    .max(MEET_DESCRIPTION_MAX, MEET_MESSAGES.descriptionTooLong),
  startTime: epochMs(MEET_MESSAGES.fromDateRequired),
  endTime: epochMs(MEET_MESSAGES.endDateRequired),
};

interface MeetTimes {
  startTime: number;
  endTime: number;
}

/** docs/validation-and-limits.md: the start before the end; the pickers disallow past dates, and so does the API. */
function checkTimes(value: MeetTimes, ctx: z.RefinementCtx): void {
  if (value.startTime >= value.endTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: MEET_MESSAGES.invalidDates });
  }
  if (value.startTime < Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: MEET_MESSAGES.startInPast });
  }
}

/** POST /appointment/googlemeet (docs/api-contract.md). */
export const createMeetLinkSchema = z
  .object({
    ...meetFields,
    requestId: z
      .string({ error: MEET_MESSAGES.invalidRequest })
      .trim()
      .regex(UUID_PATTERN, MEET_MESSAGES.invalidRequest),
  })
  .superRefine(checkTimes);
export type CreateMeetLinkInput = z.input<typeof createMeetLinkSchema>;

/** PUT /appointment/googlemeet/{id}: new title, description and times; the room stays the same. */
export const updateMeetLinkSchema = z.object(meetFields).superRefine(checkTimes);
export type UpdateMeetLinkInput = z.input<typeof updateMeetLinkSchema>;

/** GET /appointment/googlemeet?requestId */
export const meetLinkListQuerySchema = z.object({
  requestId: z.string().trim().regex(UUID_PATTERN, MEET_MESSAGES.invalidRequest),
});

/** The drivers that make meeting rooms (DESIGN §1 Outside services). */
export const MEET_DRIVERS = ['jitsi', 'google'] as const;
export type MeetDriverName = (typeof MEET_DRIVERS)[number];
/** What the UI calls each driver's rooms, so nobody mistakes one for the other (DESIGN §1). */
export const MEET_DRIVER_LABELS: Record<MeetDriverName, string> = {
  jitsi: 'Jitsi Meet',
  google: 'Google Meet',
};

/** docs/api-contract.md#entities-and-field-names Meet link as the API sends it. */
export interface MeetLinkDto {
  _id: string;
  title: string;
  description: string;
  startTime: number;
  endTime: number;
  meetLink: string;
  /** The service the room is on. */
  provider: MeetDriverName;
  donationRequestId: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** What the viewer may do with it, decided by the API: the doctor who made it edits or deletes it. */
  abilities: { edit: boolean; delete: boolean };
}
