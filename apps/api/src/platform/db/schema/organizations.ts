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

/** docs/api-contract.md#entities-and-field-names Facility (organization): a hospital or clinic. Its routes come with the facilities issue. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgName: text('org_name').notNull(),
    /** One of docs/validation-and-limits.md#facilities facility types (clinic, multiSpeciaityHospital, ...). */
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
    /** 1 = verified (docs/roles-and-permissions.md#verification-of-clinicians); the home carousel lists verified facilities. */
    status: integer('status').notNull().default(0),
    isFreeHospital: boolean('is_free_hospital').notNull().default(false),
    isDiscountEnabled: boolean('is_discount_enabled').notNull().default(false),
    /** docs/api-contract.md#entities-and-field-names: a string from 0 to 100; numeric keeps it a decimal string on the wire. */
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }),
    /** Keys of the documents uploaded in the facility form's second step (files of purpose 'organization-document'). */
    documentKeys: text('document_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The facility's e-mail address was confirmed by the link sent to it. */
    orgEmailVerifiedAt: timestamp('org_email_verified_at', { withTimezone: true }),
    /** SHA-256 of the live confirmation link's token; null once confirmed or when no e-mail is set. */
    orgEmailTokenHash: text('org_email_token_hash'),
    orgEmailTokenExpiresAt: timestamp('org_email_token_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'That name is already taken' (docs/api-contract.md#status-codes) whatever the letter case.
    uniqueIndex('organizations_name_unique').on(sql`lower(${t.orgName})`),
    index('organizations_status_idx').on(t.status, t.createdAt),
    index('organizations_created_by_idx').on(t.createdBy),
    index('organizations_services_idx').using('gin', t.facilityServices),
    uniqueIndex('organizations_email_token_idx').on(t.orgEmailTokenHash),
    check(
      'organizations_discount_range',
      sql`${t.discountPercentage} is null or (${t.discountPercentage} >= 0 and ${t.discountPercentage} <= 100)`,
    ),
  ],
);

/** The users who act for a facility (docs/screens-and-flows.md#routes 'My Facilities': a user may have several). */
export const organizationMembers = pgTable(
  'organization_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ORGANIZATION_MEMBER_ROLES: 'owner' and 'admin' manage the facility and its members; 'member' acts for it. */
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
    check('organization_members_role_known', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

/**
 * An invitation to act for a facility, which only its invitee's acceptance turns into a membership:
 * either an e-mailed link (whoever signs in with that address accepts it), or an invitation of an
 * existing account by id (POST /org/{id}/user), which that person accepts or declines signed in.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The address the invitation was sent to (for one by id, the account's address then). */
    email: text('email').notNull(),
    /** The account invited by id: only they see, accept or decline it. Null for an e-mailed link. */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The role accepting gives; 'owner' only in an invitation by id, offered by an owner. */
    role: text('role').notNull().default('member'),
    /** SHA-256 of the link's token; null for an invitation by id, which has no link. */
    tokenHash: text('token_hash'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_idx').on(t.tokenHash),
    index('organization_invitations_org_idx').on(t.orgId, t.createdAt),
    // One open invitation per person and facility; it also finds a person's invitations.
    uniqueIndex('organization_invitations_invitee_open_idx')
      .on(t.inviteeId, t.orgId)
      .where(sql`${t.inviteeId} is not null and ${t.acceptedAt} is null`),
    check('organization_invitations_role_known', sql`${t.role} in ('owner', 'admin', 'member')`),
    check(
      'organization_invitations_link_or_invitee',
      sql`${t.tokenHash} is not null or ${t.inviteeId} is not null`,
    ),
  ],
);

/** The admin-managed catalogue of services a facility offers (cardiology, radiology, ...). */
export const facilityServices = pgTable(
  'facility_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('facility_services_name_unique').on(sql`lower(${t.name})`)],
);

/** The admin-managed catalogue of doctors' specialties. */
export const doctorSpecializations = pgTable(
  'doctor_specializations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doctor_specializations_name_unique').on(sql`lower(${t.name})`)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationMemberRow = typeof organizationMembers.$inferSelect;
export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
export type FacilityServiceRow = typeof facilityServices.$inferSelect;
export type DoctorSpecializationRow = typeof doctorSpecializations.$inferSelect;
