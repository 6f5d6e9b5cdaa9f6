import { z } from 'zod';
import { nearPointSchema } from '../directory/schemas';
import { MESSAGES } from '../messages';
import {
  ADDRESS_LINE_MAX,
  POSTAL_CODE_CHECK,
  UUID_PATTERN,
  hasValidPostalCode,
  pagingQuerySchema,
} from '../schemas/common';
import { ORGANIZATION_MESSAGES as M } from './messages';
import { FACILITY_TYPES } from './types';

/** GET /organization (docs/request-states.md#status-defaults Facilities); the home carousel asks limit 10, offset, keyword, status 1. */
export const organizationsQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  /** Administrators filter by any status; everyone else sees verified facilities only. */
  status: z.coerce.number().int().optional(),
  sourceOfCreation: z.string().trim().max(50).optional(),
  /** Facilities offering this service (a name of the facility-services catalogue). */
  service: z.string().trim().max(100).optional(),
  /** 'true': every matching facility as a CSV file (administrators only). */
  isDownload: z.enum(['true', 'false']).optional(),
});
export type OrganizationsQuery = z.input<typeof organizationsQuerySchema>;

/** GET /organization/nearest: the most facilities one answer lists (docs/directory.md#nearest-hospitals). */
export const NEAREST_FACILITIES_MAX = 20;

/** GET /organization/nearest?near=lat,lng&limit: the verified facilities nearest to the person. */
export const nearestFacilitiesQuerySchema = z.object({
  near: nearPointSchema,
  limit: z.coerce.number().int().min(1).max(NEAREST_FACILITIES_MAX).optional().default(10),
});
export type NearestFacilitiesQuery = z.output<typeof nearestFacilitiesQuerySchema>;

/** docs/validation-and-limits.md#requests limits of the facility form. */
export const ORGANIZATION_NAME_MAX = 50;
export const ORGANIZATION_DESCRIPTION_MAX = 1000;
export const FACILITY_SERVICES_MAX = 50;
export const ORGANIZATION_DOCUMENTS_MAX = 10;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Required here; its form is its country's rule (hasValidPostalCode, on the address). */
const zipCode = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage);

/** docs/validation-and-limits.md#addresses: every part of the address is required, else one message for all of them. */
export const organizationAddressSchema = z
  .object(
    {
      line1: required(M.fullAddressRequired, ADDRESS_LINE_MAX),
      line2: required(M.fullAddressRequired, ADDRESS_LINE_MAX),
      city: required(M.fullAddressRequired, 100),
      state: required(M.fullAddressRequired, 100),
      country: required(M.fullAddressRequired, 100),
      zip_code: zipCode(M.fullAddressRequired),
    },
    { error: M.fullAddressRequired },
  )
  .refine(hasValidPostalCode, POSTAL_CODE_CHECK);
export type OrganizationAddress = z.infer<typeof organizationAddressSchema>;

/** docs/validation-and-limits.md#addresses Address picker (the Add Hospital wizard): country, state and city required; lines and zip optional. */
export const hospitalAddressSchema = z
  .object(
    {
      line1: z
        .string()
        .trim()
        .max(ADDRESS_LINE_MAX, `At most ${ADDRESS_LINE_MAX} characters`)
        .optional()
        .default(''),
      line2: z
        .string()
        .trim()
        .max(ADDRESS_LINE_MAX, `At most ${ADDRESS_LINE_MAX} characters`)
        .optional()
        .default(''),
      city: required(MESSAGES.fieldRequired, 100),
      state: required(MESSAGES.fieldRequired, 100),
      country: required(MESSAGES.fieldRequired, 100),
      zip_code: z.string().trim().optional().default(''),
    },
    { error: MESSAGES.fieldRequired },
  )
  .refine(hasValidPostalCode, POSTAL_CODE_CHECK);

/** docs/validation-and-limits.md Referral: website links get http:// added when they carry no scheme. */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `http://${v}` : v))
  .refine((v) => v === '' || (URL.canParse(v) && /^https?:$/i.test(new URL(v).protocol)), M.invalidWebsite);

/** Empty means none. */
const facilityEmailSchema = z
  .string()
  .trim()
  .max(254, M.invalidEmail)
  .refine((v) => v === '' || z.email().safeParse(v).success, M.invalidEmail)
  .transform((v) => v.toLowerCase());

/** docs/api-contract.md#entities-and-field-names: a string from 0 to 100; a number out of range is clamped rather than refused (docs/validation-and-limits.md). */
export const discountPercentageSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => v === '' || Number.isFinite(Number(v)), M.invalidDiscount)
  .transform((v) => (v === '' ? '' : String(Math.min(100, Math.max(0, Number(v))))));

const facilityType = z.enum(FACILITY_TYPES, { error: M.typeRequired });

/** The services a facility offers, by name (the facility-services catalogue). */
export const facilityServiceNamesSchema = z
  .array(z.string().trim().min(1, M.serviceRequired).max(100, 'At most 100 characters'), {
    error: M.serviceRequired,
  })
  .min(1, M.serviceRequired)
  .max(FACILITY_SERVICES_MAX, `At most ${FACILITY_SERVICES_MAX} services`)
  .transform((names) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()]);

/** The facility form's fields, each as it must be when sent (no defaults, so an update changes only what it sends). */
const organizationFields = {
  orgName: required(M.nameRequired, ORGANIZATION_NAME_MAX),
  orgType: facilityType,
  description: required(M.descriptionRequired, ORGANIZATION_DESCRIPTION_MAX),
  orgAddress: organizationAddressSchema,
  facilityServices: facilityServiceNamesSchema,
  websiteUrl: websiteUrlSchema,
  orgEmail: facilityEmailSchema,
  isFreeHospital: z.boolean(),
  isDiscountEnabled: z.boolean(),
  discountPercentage: discountPercentageSchema,
};

/**
 * docs/validation-and-limits.md#facilities Facility form, step 1 (the 'Facility Information' modal): POST /organization by a facility or
 * doctor user. Used by the web modal and the API alike; website, e-mail and discount are optional.
 */
export const organizationFormSchema = z.object({
  ...organizationFields,
  websiteUrl: websiteUrlSchema.optional().default(''),
  orgEmail: facilityEmailSchema.optional().default(''),
  isFreeHospital: z.boolean().optional().default(false),
  isDiscountEnabled: z.boolean().optional().default(false),
  discountPercentage: discountPercentageSchema.optional().default(''),
});
export type OrganizationFormInput = z.input<typeof organizationFormSchema>;
export type OrganizationFormValues = z.output<typeof organizationFormSchema>;

/**
 * docs/api-contract.md#entities-and-field-names 'Organization (step 2)' of the Add Hospital wizard: an administrator creates the facility of the
 * contact person made in step 1 (userId). docs/validation-and-limits.md#accounts: it requires the hospital name and address.
 */
export const hospitalOrganizationSchema = z.object({
  orgName: required(MESSAGES.fieldRequired, ORGANIZATION_NAME_MAX),
  orgType: facilityType.optional(),
  orgAddress: hospitalAddressSchema,
  websiteUrl: websiteUrlSchema.optional().default(''),
  sourceOfCreation: z.string().trim().max(50).optional(),
  userId: z.string({ error: M.hospitalStep1Missing }).trim().regex(UUID_PATTERN, M.hospitalStep1Missing),
});
export type HospitalOrganizationInput = z.input<typeof hospitalOrganizationSchema>;
export type HospitalOrganizationValues = z.output<typeof hospitalOrganizationSchema>;

/**
 * PUT /organization/{id}: the form's fields, each optional (the edit modal sends them all; the second
 * step sends the logo and the documents uploaded for the facility).
 */
export const organizationUpdateSchema = z
  .object(organizationFields)
  .partial()
  .extend({
    /** The logo, as the image upload returned it (a site path or an http(s) address). */
    defaultImageUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/|\/(?!\/))/i, 'Please upload the logo again')
      .nullable()
      .optional(),
    documentKeys: z
      .array(z.string().trim().min(1).max(300))
      .max(ORGANIZATION_DOCUMENTS_MAX, `At most ${ORGANIZATION_DOCUMENTS_MAX} documents`)
      .optional(),
  });
export type OrganizationUpdateInput = z.input<typeof organizationUpdateSchema>;

/** GET /organization/nameAvailable: the form's debounced (600 ms, docs/validation-and-limits.md) uniqueness check. */
export const organizationNameQuerySchema = z.object({
  orgName: z.string().trim().min(1).max(ORGANIZATION_NAME_MAX),
  excludeId: z.string().trim().max(100).optional(),
});

/** GET /organization/verify/{id}: the token of the facility e-mail confirmation link. */
export const organizationEmailTokenQuerySchema = z.object({
  token: z
    .string({ error: M.emailTokenInvalid })
    .trim()
    .min(1, M.emailTokenInvalid)
    .max(200, M.emailTokenInvalid),
});

/** POST /org/{id}/inviteUser: roles an invitation may give (owners are made by an owner, from members). */
export const ORGANIZATION_INVITATION_ROLES = ['admin', 'member'] as const;

export const organizationInviteSchema = z.object({
  email: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((v) => v.toLowerCase()),
  role: z.enum(ORGANIZATION_INVITATION_ROLES, { error: 'Please select a role' }).optional().default('member'),
});
export type OrganizationInviteInput = z.input<typeof organizationInviteSchema>;

export const invitationTokenSchema = z.object({
  token: z
    .string({ error: M.invitationNotFound })
    .trim()
    .min(1, M.invitationNotFound)
    .max(200, M.invitationNotFound),
});

const memberRole = z.enum(['owner', 'admin', 'member'], { error: 'Please select a role' });

/**
 * POST /org/{id}/user: invites an existing user by id, offering a role (an owner's only from an owner);
 * they become a member only by accepting it.
 */
export const organizationMemberAddSchema = z.object({
  userId: z.string({ error: M.userNotFound }).trim().regex(UUID_PATTERN, M.userNotFound),
  role: memberRole.optional().default('member'),
});

/** PUT /org/{id}/user/{userId}. */
export const organizationMemberRoleSchema = z.object({ role: memberRole });

export const organizationMemberParamsSchema = z.object({
  id: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
});

/** POST /org/invitations/{invitationId}/accept and /decline: the invitee's own invitation. */
export const invitationIdParamsSchema = z.object({ invitationId: z.string().min(1).max(100) });

/** DELETE /org/{id}/invitations/{invitationId}. */
export const organizationInvitationParamsSchema = z.object({
  id: z.string().min(1).max(100),
  invitationId: z.string().min(1).max(100),
});
