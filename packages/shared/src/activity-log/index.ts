import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
import { isCalendarDay } from '../statistics';

/**
 * The activity-log categories the API records (its platform/audit.ts list; a test keeps the two equal),
 * for the log screen's category filter.
 */
export const ACTIVITY_LOG_CATEGORIES = [
  'Auth',
  'Register',
  'Login',
  'Donation Request',
  'Kindness Score',
  'Stripe Webhook',
  'Medical Record',
  'Doctor Schedule',
  'Facility',
  'Administration',
  'Account',
] as const;
export type ActivityLogCategory = (typeof ACTIVITY_LOG_CATEGORIES)[number];

/** Reads and writes of patients' health data: administrators see such rows marked as health data. */
export const HEALTH_DATA_CATEGORY: ActivityLogCategory = 'Medical Record';

export const ACTIVITY_LOG_MESSAGES = {
  invalidUser: 'Please select a valid user',
  invalidDate: 'Please enter a valid date',
  dateRangeInvalid: 'Please select a valid date',
} as const;

const dayParam = z.string().trim().refine(isCalendarDay, ACTIVITY_LOG_MESSAGES.invalidDate);

/** GET /userActivityLog: dates are whole UTC days, both included; isDownload=true answers CSV. */
export const activityLogQuerySchema = z
  .object({
    userId: z.string().trim().regex(UUID_PATTERN, ACTIVITY_LOG_MESSAGES.invalidUser).optional(),
    /** Part of the actor's name or e-mail address. */
    user: z.string().trim().max(100).optional(),
    /** Part of the action (event type), such as 'medicalRecord' or 'login'. */
    action: z.string().trim().max(100).optional(),
    category: z.enum(ACTIVITY_LOG_CATEGORIES).optional(),
    startDate: dayParam.optional(),
    endDate: dayParam.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(20),
    offset: z.coerce.number().int().min(0).optional().default(0),
    isDownload: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    path: ['endDate'],
    message: ACTIVITY_LOG_MESSAGES.dateRangeInvalid,
  });
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;
export type ActivityLogQueryInput = z.input<typeof activityLogQuerySchema>;

/**
 * One row of the log. The event's details are never sent: some events carry ids of patients' records
 * or what changed, and the log screen needs only who did what to which thing, when and from where.
 */
export interface ActivityLogEntryDto {
  id: string;
  createdAt: string;
  user: { id: string; name: string; email: string } | null;
  category: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  ip: string | null;
  /** A read or write of a patient's health data (the 'Medical Record' category). */
  healthData: boolean;
}
