import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isValidPhone } from '../phone';
import { GENDERS } from '../schemas/common';
import { APPLICATION_MESSAGES } from './applications';

// The apply forms apart from ./applications: only the screens and routes that check a form load the phone
// check (libphonenumber) with them.

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** An optional field a form may send empty: '' means not given. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => value || undefined)
    .optional();

const participantNameSchema = z.object(
  {
    first_name: required(APPLICATION_MESSAGES.firstNameRequired, 50),
    last_name: required(APPLICATION_MESSAGES.lastNameRequired, 50),
  },
  { error: APPLICATION_MESSAGES.firstNameRequired },
);

const participantEmailSchema = z
  .string({ error: APPLICATION_MESSAGES.emailRequired })
  .trim()
  .min(1, APPLICATION_MESSAGES.emailRequired)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((value) => value.toLowerCase());

const applicantFields = {
  participantName: participantNameSchema,
  participantEmailAddress: participantEmailSchema,
};

/**
 * docs/validation-and-limits.md Apply form for internship and volunteering ('Quickly Review and Apply'), also used by the
 * other community types (career, board member, podcast). `resume` is the key returned by
 * POST /donationRequestResponses/resume; SPEC recommends a resume but does not require one.
 */
export const profileApplicationSchema = z.object({
  ...applicantFields,
  participantPhone: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), MESSAGES.invalidPhoneNumber)
    .transform((value) => value || undefined)
    .optional(),
  participantOccupation: required(APPLICATION_MESSAGES.occupationRequired, 100),
  participantGender: z
    .union([z.enum(GENDERS), z.literal('')])
    .transform((value) => value || undefined)
    .optional(),
  country: required(APPLICATION_MESSAGES.locationRequired, 100),
  state: required(APPLICATION_MESSAGES.locationRequired, 100),
  city: required(APPLICATION_MESSAGES.locationRequired, 100),
  address: optional(200),
  resume: optional(300),
});
export type ProfileApplicationInput = z.input<typeof profileApplicationSchema>;
export type ProfileApplication = z.output<typeof profileApplicationSchema>;

/** docs/validation-and-limits.md Apply form for homework help ('Invite To An Audio Room'). */
export const audioRoomApplicationSchema = z.object({
  ...applicantFields,
  participantAudioRoomUrl: required(APPLICATION_MESSAGES.audioRoomLinkRequired, 500).pipe(
    z.url({ protocol: /^https?$/, error: APPLICATION_MESSAGES.audioRoomLinkInvalid }),
  ),
});
export type AudioRoomApplicationInput = z.input<typeof audioRoomApplicationSchema>;
export type AudioRoomApplication = z.output<typeof audioRoomApplicationSchema>;

export const APPLICATION_FORM_SCHEMAS = {
  profile: profileApplicationSchema,
  audioRoom: audioRoomApplicationSchema,
} as const;
