import { z } from 'zod';
import { UUID_PATTERN, pagingQuerySchema } from '../schemas/common';
import { REQUEST_MESSAGES } from './messages';
import { REPORT_REASONS } from './report';
import {
  ACCEPTANCE_STATUS,
  TREATMENT_STATUSES,
  isRequestStatusCode,
  type AcceptanceDecision,
} from './status';
import { CREATOR_TYPES, DEFAULT_REQUEST_TYPE, REQUEST_TYPES, SOURCE_OF_CREATION } from './types';

export const requestIdSchema = z.string().trim().regex(UUID_PATTERN, REQUEST_MESSAGES.invalidId);

/**
 * An optional text field of a form: an emptied field ('') means "not given"; otherwise it must match
 * `pattern`, and `normalise` gives the stored spelling.
 */
const optionalCode = (pattern: RegExp, message: string, normalise: (value: string) => string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? undefined : normalise(value)));

const titleSchema = z
  .string({ error: REQUEST_MESSAGES.titleRequired })
  .trim()
  .min(1, REQUEST_MESSAGES.titleRequired)
  .max(150, REQUEST_MESSAGES.titleTooLong);
const descriptionSchema = z
  .string({ error: REQUEST_MESSAGES.descriptionRequired })
  .trim()
  .min(1, REQUEST_MESSAGES.descriptionRequired)
  .max(5000, REQUEST_MESSAGES.descriptionTooLong);
const briefSchema = z.string().trim().max(300, REQUEST_MESSAGES.briefTooLong);
const requestTypeSchema = z.enum(REQUEST_TYPES, { error: REQUEST_MESSAGES.typeRequired });
/** ISO 4217 code, stored lower-case (docs/api-contract.md /publicPayment sends the upper-cased units). */
const currencySchema = optionalCode(/^[A-Za-z]{3}$/, REQUEST_MESSAGES.invalidCurrency, (value) =>
  value.toLowerCase(),
);
const REGION = /^[A-Za-z]{2,10}$/;
/** A country or region code (IN, US, ...), stored upper-case. */
const regionSchema = z
  .string()
  .trim()
  .regex(REGION, REQUEST_MESSAGES.invalidRegion)
  .transform((value) => value.toUpperCase());
const optionalRegionSchema = optionalCode(REGION, REQUEST_MESSAGES.invalidRegion, (value) =>
  value.toUpperCase(),
);
const sourceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}$/, REQUEST_MESSAGES.invalidSource);
/** A facility id; null (or an emptied field) leaves the request without a facility. */
const orgIdSchema = optionalCode(UUID_PATTERN, REQUEST_MESSAGES.invalidId, (value) => value.toLowerCase())
  .transform((value) => value ?? null)
  .nullable();

/**
 * POST /donationRequest: a patient's care request, or a doctor's or facility's campaign. creatorType
 * is decided by the server from the creator's role; only an administrator's choice is honoured.
 */
export const createRequestSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  brief: briefSchema.optional(),
  request_type: requestTypeSchema.optional().default(DEFAULT_REQUEST_TYPE),
  units: currencySchema.optional(),
  isPrivate: z.boolean().optional().default(false),
  orgId: orgIdSchema.optional(),
  region: optionalRegionSchema.optional(),
  sourceOfCreation: sourceSchema.optional().default(SOURCE_OF_CREATION),
  creatorType: z.enum(CREATOR_TYPES).optional(),
});
export type CreateRequestInput = z.input<typeof createRequestSchema>;

/** A number, or a number written as a string (older clients send both). */
const integerLike = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/**
 * PUT /donationRequest/{id}: ONE kind of change per call:
 * - the request's fields (its creator, or an administrator);
 * - `status` -3 with a `flagReason` (a report, anyone signed in) or another status (administrators);
 * - `acceptanceStatus` 1 or -1 (a doctor accepts or rejects);
 * - `requestStatusByDoctor` '3' or '4' (the accepting doctor reports treatment).
 */
export const updateRequestSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  brief: briefSchema.optional(),
  request_type: requestTypeSchema.optional(),
  units: currencySchema.optional(),
  isPrivate: z.boolean().optional(),
  orgId: orgIdSchema.optional(),
  region: optionalRegionSchema.optional(),
  status: integerLike.refine(isRequestStatusCode, REQUEST_MESSAGES.invalidStatus).optional(),
  flagReason: z.enum(REPORT_REASONS, { error: REQUEST_MESSAGES.reportReasonRequired }).optional(),
  acceptanceStatus: integerLike
    .refine(
      (value): value is AcceptanceDecision =>
        value === ACCEPTANCE_STATUS.accepted || value === ACCEPTANCE_STATUS.rejected,
      'acceptanceStatus must be 1 (accept) or -1 (reject)',
    )
    .optional(),
  requestStatusByDoctor: z
    .union([z.enum(TREATMENT_STATUSES), z.literal(3), z.literal(4)], {
      error: "requestStatusByDoctor must be '3' (treatment in progress) or '4' (treatment completed)",
    })
    .transform((value) => String(value) as (typeof TREATMENT_STATUSES)[number])
    .optional(),
});
export type UpdateRequestInput = z.input<typeof updateRequestSchema>;

/** 'true' / 'false' query flags. */
const flagParam = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .trim()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const statusList = commaList(
  z
    .string()
    .regex(/^-?\d+$/, REQUEST_MESSAGES.invalidStatus)
    .transform(Number)
    .refine(isRequestStatusCode, REQUEST_MESSAGES.invalidStatus),
);

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

/** The feed's `filters` JSON (docs/api-contract.md), e.g. {"request_type":"talhospitals","creatorType":"patient"}. */
export const feedFiltersSchema = z.strictObject({
  request_type: oneOrMany(requestTypeSchema).optional(),
  creatorType: oneOrMany(z.enum(CREATOR_TYPES)).optional(),
  sourceOfCreation: sourceSchema.optional(),
  region: regionSchema.optional(),
  orgId: requestIdSchema.optional(),
  isPrivate: z.boolean().optional(),
});
export type FeedFilters = z.output<typeof feedFiltersSchema>;

const filtersParam = z
  .string()
  .trim()
  .max(1000)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.invalidFilters });
      return z.NEVER;
    }
  })
  .pipe(feedFiltersSchema);

/** A date (YYYY-MM-DD, the whole day) or an ISO date-time. */
const dateParam = z
  .string()
  .trim()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), REQUEST_MESSAGES.invalidDate);

/** docs/screens-and-flows.md#formats: lists sort by updatedAt or createdAt, newest first unless asked (sortOrder 1/-1 as older clients send). */
const sortParams = {
  sortBy: z.enum(['createdAt', 'updatedAt']).optional().default('createdAt'),
  sortOrder: z
    .enum(['asc', 'desc', '1', '-1'])
    .optional()
    .default('desc')
    .transform((value) => (value === 'asc' || value === '1' ? 'asc' : 'desc')),
};
const keywordParam = z.string().trim().max(100).optional();

/** GET /donationRequest: every query parameter of docs/api-contract.md. */
export const requestListQuerySchema = pagingQuerySchema
  .extend({
    ...sortParams,
    status: statusList.optional(),
    region: regionSchema.optional(),
    keyword: keywordParam,
    user_id: requestIdSchema.optional(),
    orgId: requestIdSchema.optional(),
    doctorId: requestIdSchema.optional(),
    requestType: commaList(requestTypeSchema).optional(),
    sourceOfCreation: sourceSchema.optional(),
    creatorType: commaList(z.enum(CREATOR_TYPES)).optional(),
    creatorPerson: z.string().trim().max(100).optional(),
    startDate: dateParam.optional(),
    endDate: dateParam.optional(),
    isDownload: flagParam,
    my_search: flagParam,
    fav_search: flagParam,
    isPrivate: flagParam,
    filters: filtersParam.optional(),
  })
  .refine(
    (query) => !query.startDate || !query.endDate || Date.parse(query.startDate) <= Date.parse(query.endDate),
    { path: ['endDate'], message: REQUEST_MESSAGES.dateRangeInvalid },
  );
export type RequestListQuery = z.output<typeof requestListQuerySchema>;
export type RequestListQueryInput = z.input<typeof requestListQuerySchema>;

/** PUT /assignDoctors/{id}: the doctors the request is assigned to (the list replaces the previous one). */
export const assignDoctorsSchema = z.object({
  assignedDoctors: z.array(requestIdSchema).max(20),
});

/** GET /donationRequest/donors. */
export const requestDonorsQuerySchema = z.object({
  userId: requestIdSchema.optional(),
  orgId: requestIdSchema.optional(),
});

/** GET /myfavourites: the caller's favourites, paged, sorted and searched like the request list. */
export const favouritesQuerySchema = pagingQuerySchema.extend({ ...sortParams, keyword: keywordParam });

/** POST /myfavourites: toggles one request (its id or name) in the caller's favourites. */
export const favouriteToggleSchema = z.object({
  requestId: z
    .string({ error: REQUEST_MESSAGES.invalidId })
    .trim()
    .min(1, REQUEST_MESSAGES.invalidId)
    .max(100),
});
