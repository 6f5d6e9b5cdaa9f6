import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Request ids are random (UUID v4), so those below this one are one request in 32, of every kind, state
 * and age alike: the sample a common keyword's matches are counted in first (requests/keyword.ts), with
 * a search index of its own (donation_requests_search_sample_idx).
 */
export const SEARCH_SAMPLE_IDS_BELOW = '08000000-0000-0000-0000-000000000000';

/**
 * docs/request-states.md#statuses Care request (donation request). acceptanceStatus and requestStatusByDoctor are the
 * request-level decision and treatment progress; each doctor's own part is in request_doctors.
 */
export const donationRequests = pgTable(
  'donation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A unique slug made from the title: /donationRequest/{name} opens the request too. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brief: text('brief'),
    requestType: text('request_type').notNull(),
    creatorType: text('creator_type').notNull(),
    status: integer('status').notNull().default(0),
    acceptanceStatus: integer('acceptance_status').notNull().default(0),
    requestStatusByDoctor: text('request_status_by_doctor'),
    /** When treatment was marked completed ('4'); the care relationship ends a grace period later. */
    treatmentCompletedAt: timestamp('treatment_completed_at', { withTimezone: true }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** The human 'Ref id' of a card. */
    uniqueReferenceId: text('unique_reference_id').notNull(),
    units: text('units'),
    isPrivate: boolean('is_private').notNull().default(false),
    flagReason: text('flag_reason'),
    sourceOfCreation: text('source_of_creation').notNull(),
    region: text('region'),
    /**
     * Keyword search over title, name and description. The 'simple' configuration (no stemming, no
     * stop words) because requests are written in many languages; it is immutable, as a generated
     * column needs, and needs no extension.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${donationRequests.title} || ' ' || ${donationRequests.name} || ' ' || ${donationRequests.description})`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donation_requests_name_unique').on(t.name),
    uniqueIndex('donation_requests_reference_unique').on(t.uniqueReferenceId),
    // One index per list filter and sort of GET /donationRequest, each ending in the sort column so
    // a filtered page is read in order.
    index('donation_requests_created_idx').on(t.createdAt, t.id),
    index('donation_requests_updated_idx').on(t.updatedAt, t.id),
    index('donation_requests_creator_type_created_idx').on(t.creatorType, t.createdAt),
    index('donation_requests_creator_type_updated_idx').on(t.creatorType, t.updatedAt),
    index('donation_requests_created_by_idx').on(t.createdBy, t.createdAt),
    index('donation_requests_org_idx').on(t.orgId, t.createdAt),
    index('donation_requests_status_idx').on(t.status, t.createdAt),
    index('donation_requests_type_idx').on(t.requestType, t.createdAt),
    index('donation_requests_source_idx').on(t.sourceOfCreation, t.createdAt),
    index('donation_requests_region_idx').on(t.region, t.createdAt),
    index('donation_requests_private_idx')
      .on(t.createdAt)
      .where(sql`${t.isPrivate}`),
    index('donation_requests_search_idx').using('gin', t.searchVector),
    // The same for one request in 32 (SEARCH_SAMPLE_IDS_BELOW): a common keyword's matches are
    // counted among them first (requests/keyword.ts).
    index('donation_requests_search_sample_idx')
      .using('gin', t.searchVector)
      .where(sql.raw(`"id" < '${SEARCH_SAMPLE_IDS_BELOW}'::uuid`)),
    // Keyword search by a part of the 'Ref id', matched anywhere (trigrams, pg_trgm).
    index('donation_requests_reference_trgm_idx').using('gin', t.uniqueReferenceId.op('gin_trgm_ops')),
    // countSummary of a feed filtered by what public_request_counts cannot answer (dates, a facility)
    // counts the role's creator type by status: this index holds every column visibility and the feed
    // tabs test, so the count reads it alone (index-only scan) instead of a heap page per request.
    index('donation_requests_feed_count_idx').on(
      t.creatorType,
      t.status,
      t.acceptanceStatus,
      t.isPrivate,
      t.requestType,
      t.region,
      t.createdBy,
      t.orgId,
      t.id,
    ),
    check(
      'donation_requests_status_known',
      sql`${t.status} in (0, 1, 2, 3, 4, 5, 6, 7, -1, -2, -3, -4, -5, -6, -7, -9, -10)`,
    ),
    check('donation_requests_acceptance_known', sql`${t.acceptanceStatus} in (0, 1, -1)`),
    check('donation_requests_treatment_known', sql`${t.requestStatusByDoctor} in ('3', '4')`),
  ],
);

/**
 * How many requests everyone may see there are of each kind and status: those public (not private),
 * approved, fulfilled or expired and not rejected by a doctor (query.ts audienceOf). A feed's
 * countSummary would otherwise count tens of thousands of rows on every page; these counters answer it
 * from a few hundred rows. Statement triggers on donation_requests (migration 0005) keep them exact in
 * the same transaction as every insert, update and delete; region null is counted under null.
 */
export const publicRequestCounts = pgTable(
  'public_request_counts',
  {
    creatorType: text('creator_type').notNull(),
    requestType: text('request_type').notNull(),
    region: text('region'),
    sourceOfCreation: text('source_of_creation').notNull(),
    status: integer('status').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [
    unique('public_request_counts_key')
      .on(t.creatorType, t.requestType, t.region, t.sourceOfCreation, t.status)
      .nullsNotDistinct(),
  ],
);

/**
 * The doctors of a request: assigned by an administrator or the request's facility (assignedBy set),
 * or a doctor who took it from the feed (assignedBy null); acceptance is that doctor's own decision
 * (0 assigned, 1 accepted, -1 rejected).
 */
export const requestDoctors = pgTable(
  'request_doctors',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    acceptance: integer('acceptance').notNull().default(0),
    /** When the doctor accepted: the start of their care relationship with the patient. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the patient (or an administrator) ended this doctor's access to the patient's health data. */
    accessEndedAt: timestamp('access_ended_at', { withTimezone: true }),
    accessEndedBy: uuid('access_ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.doctorId] }),
    // doctorId filter and the "assigned to me" part of visibility.
    index('request_doctors_doctor_idx').on(t.doctorId, t.requestId),
    check('request_doctors_acceptance_known', sql`${t.acceptance} in (0, 1, -1)`),
  ],
);

/** A user's favourite requests (/myfavourites, fav_search). */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] }), index('favourites_request_idx').on(t.requestId)],
);

/**
 * Reports of requests (docs/request-states.md#reporting), waiting for an administrator until resolved.
 * A report changes nothing on the request: only an administrator's confirmation marks it as spam.
 */
export const requestReports = pgTable(
  'request_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of REPORT_REASONS. */
    reason: text('reason').notNull(),
    /** The reporter took part in the request when reporting (a doctor on it, a member of its facility). */
    byParticipant: boolean('by_participant').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** REPORT_RESOLUTIONS: 'restored' (dismissed) or 'confirmed' (spam); null while it waits. */
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One report per person per request, however often or however concurrently they send it.
    uniqueIndex('request_reports_reporter_request_unique').on(t.reporterId, t.requestId),
    // The administrators' queue: the requests with reports waiting.
    index('request_reports_open_idx')
      .on(t.requestId)
      .where(sql`${t.resolvedAt} is null`),
    index('request_reports_request_idx').on(t.requestId),
    check('request_reports_resolution_known', sql`${t.resolution} in ('restored', 'confirmed')`),
  ],
);

export type DonationRequestRow = typeof donationRequests.$inferSelect;
export type NewDonationRequestRow = typeof donationRequests.$inferInsert;
export type RequestDoctorRow = typeof requestDoctors.$inferSelect;
