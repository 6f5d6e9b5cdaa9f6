import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, type StoredAddress } from './users';

/** SPEC §3 Facility (organization): a hospital or clinic. Its routes come with the facilities issue. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgName: text('org_name').notNull(),
    /** One of SPEC §9 facility types (clinic, multiSpeciaityHospital, ...). */
    orgType: text('org_type'),
    description: text('description'),
    orgEmail: text('org_email'),
    websiteUrl: text('website_url'),
    defaultImageUrl: text('default_image_url'),
    orgAddress: jsonb('org_address').$type<StoredAddress>().notNull().default({}),
    facilityServices: text('facility_services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceOfCreation: text('source_of_creation'),
    /** 1 = verified (SPEC §3); the home carousel lists verified facilities. */
    status: integer('status').notNull().default(0),
    isFreeHospital: boolean('is_free_hospital').notNull().default(false),
    isDiscountEnabled: boolean('is_discount_enabled').notNull().default(false),
    /** SPEC §3: a string from 0 to 100; numeric keeps it a decimal string on the wire. */
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'That name is already taken' (SPEC §8) whatever the letter case.
    uniqueIndex('organizations_name_unique').on(sql`lower(${t.orgName})`),
    index('organizations_status_idx').on(t.status, t.createdAt),
    index('organizations_created_by_idx').on(t.createdBy),
    check(
      'organizations_discount_range',
      sql`${t.discountPercentage} is null or (${t.discountPercentage} >= 0 and ${t.discountPercentage} <= 100)`,
    ),
  ],
);

/** The users who act for a facility (SPEC §2 'My Facilities': a user may have several). */
export const organizationMembers = pgTable(
  'organization_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin' (manages the facility) or 'member'. */
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('organization_members_user_idx').on(t.userId)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
