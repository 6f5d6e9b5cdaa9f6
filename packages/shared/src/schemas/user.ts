import { z } from 'zod';
import { LOCALES } from '../i18n';
import { MESSAGES } from '../messages';
import { SELECTABLE_ROLES } from '../roles';
import { GENDERS, addressSchema, pagingQuerySchema } from './common';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalDate = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Please enter a valid date')
  .optional()
  .default('');
const urlOrEmpty = z
  .string()
  .trim()
  .max(300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `http://${v}` : v))
  .refine((v) => v === '' || URL.canParse(v), 'Please enter a valid link')
  .optional()
  .default('');

export const experienceSchema = z.object({
  experience: text(200).min(1, MESSAGES.fieldRequired),
  experianceStartDate: optionalDate,
  experianceEndDate: optionalDate,
});
export const educationSchema = z.object({
  education: text(200).min(1, MESSAGES.fieldRequired),
  educationalStartDate: optionalDate,
  educationalEndDate: optionalDate,
});
export const conferenceSchema = z.object({ conferencesData: text(300).min(1, MESSAGES.fieldRequired) });
export const membershipSchema = z.object({
  membershipDetails: text(200).min(1, MESSAGES.fieldRequired),
  memberShipStartDate: optionalDate,
  membershipEndDate: optionalDate,
});
export const certificateSchema = z.object({ certificates: text(300).min(1, MESSAGES.fieldRequired) });
export const achievementSchema = z.object({
  achievement: text(300).min(1, MESSAGES.fieldRequired),
  achievementsStartDate: optionalDate,
  achievementsEndDate: optionalDate,
});

/** The most languages a profile lists. */
export const LANGUAGES_MAX = 10;
/** Languages offered first in the profile form (any other may be typed). */
export const COMMON_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Urdu',
  'Spanish',
] as const;

/** Every editable User field of docs/api-contract.md#entities-and-field-names (the /newUserProfile form and PUT /user/{id}). */
export const profileUpdateSchema = z.object({
  name: z
    .object({
      first_name: text(50).min(1, MESSAGES.fieldRequired),
      last_name: text(50).min(1, MESSAGES.fieldRequired),
      middle_name: text(50).optional().default(''),
    })
    .optional(),
  gender: z.enum(GENDERS).optional(),
  occupation: text(100).optional(),
  address: addressSchema.optional(),
  profile_image_url: text(500).optional(),
  image_url: text(500).optional(),
  summary: text(2000).optional(),
  linkedInProfileUrl: urlOrEmpty,
  twitterProfileUrl: urlOrEmpty,
  experience: z.array(experienceSchema).max(50).optional(),
  educationTimelines: z.array(educationSchema).max(50).optional(),
  conferences: z.array(conferenceSchema).max(50).optional(),
  memberships: z.array(membershipSchema).max(50).optional(),
  specialities: z.array(text(100).min(1)).max(50).optional(),
  /** The languages a doctor consults in (docs/directory.md#find-doctors). */
  languages: z.array(text(40).min(1)).max(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages`).optional(),
  certificates: z.array(certificateSchema).max(50).optional(),
  achievements: z.array(achievementSchema).max(50).optional(),
  educationalQualification: text(300).optional(),
  isTourCompletedForTalHospitals: z.boolean().optional(),
  /** The language the person reads CareNet in, saved when they switch it (docs/languages.md). */
  locale: z.enum(LOCALES).optional(),
  /** Role picker: the chosen role is added to the existing ones (docs/roles-and-permissions.md#choosing-a-role). */
  roles: z.array(z.string().min(1).max(30)).min(1).max(6).optional(),
  /** Administrators only, to withdraw a verification (0 or -1); granting one takes a reviewed submission. */
  profileVerificationStatus: z.number().int().optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The role picker offers exactly these. */
export const rolePickSchema = z.object({ roles: z.array(z.enum(SELECTABLE_ROLES)).min(1).max(1) });

/** Whether an account may sign in: the administrators' user list filters by it. */
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const usersQuerySchema = pagingQuerySchema.extend({
  roles: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
  isDownload: z.enum(['true', 'false']).optional(),
  profileVerificationStatus: z.coerce.number().int().optional(),
  /**
   * A number is the home carousel's verification status (as profileVerificationStatus); 'active' or
   * 'suspended' is the administrators' account filter.
   */
  status: z.union([z.enum(ACCOUNT_STATUSES), z.coerce.number().int()]).optional(),
  /** Doctors holding this specialty (a name from GET /doctorSpecialization), whatever its letter case. */
  specialty: z.string().trim().max(100).optional(),
});

export const searchUserSchema = z.object({
  keyword: z.string().trim().max(100).optional().default(''),
  roles: z.array(z.string()).optional(),
  limit: z.number().int().min(1).max(50).optional().default(10),
  offset: z.number().int().min(0).optional().default(0),
});

export const FEEDBACK_KINDS = ['feedback', 'help', 'contact'] as const;
export const feedbackSchema = z.object({
  kind: z.enum(FEEDBACK_KINDS).optional().default('feedback'),
  name: z
    .string({ error: 'Please enter name' })
    .trim()
    .min(1, 'Please enter name')
    .max(100, 'At most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter valid email')
    .optional()
    .default(''),
  subject: text(150).optional().default(''),
  message: z
    .string({ error: 'Please enter description' })
    .trim()
    .min(1, 'Please enter description')
    .max(4000, 'At most 4000 characters'),
  rating: z.number().int().min(1).max(5).optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

/** What administrators do to accounts (suspension, password reset), in the users' admin screens. */
export const USER_ADMIN_MESSAGES = {
  accountSuspended: 'This account is suspended. Please contact support.',
  suspended: 'The account is suspended.',
  reactivated: 'The account is reactivated.',
  passwordResetLinkSent: 'A password reset link was e-mailed to the user.',
  reasonRequired: 'Please enter the reason',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  superAdminOnly: 'Only a super administrator can suspend or reactivate a super administrator.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
} as const;

/** POST /user/{id}/suspend: the reason is kept in the activity log for the other administrators. */
export const suspendUserSchema = z.object({
  reason: z
    .string({ error: USER_ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, USER_ADMIN_MESSAGES.reasonRequired)
    .max(500, 'At most 500 characters'),
});
export type SuspendUserInput = z.input<typeof suspendUserSchema>;
