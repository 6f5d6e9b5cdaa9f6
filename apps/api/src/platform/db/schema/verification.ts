import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/** What a clinician submitted for review: a doctor's council registration, a facility's papers. */
export interface VerificationDetails {
  registrationNumber: string;
  /** The medical council (doctor) or the registering authority (facility). */
  authority: string;
  registrationYear?: number;
  qualifications?: string[];
  specialties?: string[];
}

/**
 * One submission for verification and its review. The user's (or organisation's) current state is
 * kept on the user (profile_verification_status) or the organisation (status); these rows are the
 * history an administrator reads and the reason a rejected applicant is shown.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'doctor', 'facility' (a facility user's profile) or 'organization' (a facility's organisation). */
    kind: text('kind').notNull(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'pending', 'verified' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    details: jsonb('details').$type<VerificationDetails>().notNull(),
    /** Keys of the uploaded documents (files of purpose 'verification-document'). */
    documentKeys: text('document_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_requests_status_idx').on(t.status, t.submittedAt),
    index('verification_requests_user_idx').on(t.userId, t.submittedAt),
    index('verification_requests_org_idx').on(t.orgId, t.submittedAt),
    check('verification_requests_kind_known', sql`${t.kind} in ('doctor', 'facility', 'organization')`),
    check('verification_requests_status_known', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;
