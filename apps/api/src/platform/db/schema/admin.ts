import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row's problems found by a bulk import's dry run or import (1-based row number of the file). */
export interface ImportRowError {
  row: number;
  field?: string;
  message: string;
}

/**
 * A bulk upload of users or facilities: checked in full first (the dry run writes nothing), then
 * imported by a background job that reports its progress here and leaves a result file.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'users' or 'organizations'. */
    kind: text('kind').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** 'queued', 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('queued'),
    /** The rows to import, as parsed and checked by the dry run. */
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** Storage key of the result CSV (every row with its outcome). */
    resultFileKey: text('result_file_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_created_idx').on(t.createdAt),
    check('import_jobs_kind_known', sql`${t.kind} in ('users', 'organizations')`),
    check('import_jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Where a doctor or facility receives donations. The account number is kept whole for payouts and
 * only ever shown masked.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'IN' (IFSC) or 'US' (ABA routing number). */
    country: text('country').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    bankName: text('bank_name'),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code'),
    routingNumber: text('routing_number'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_accounts_user_idx').on(t.userId),
    check('payment_accounts_country_known', sql`${t.country} in ('IN', 'US')`),
  ],
);

export type ImportJobRow = typeof importJobs.$inferSelect;
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
