import type { Locale } from '@carenet/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export interface PersonName {
  first_name: string;
  last_name: string;
  middle_name: string;
}

export interface StoredAddress {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  country?: string;
  zip_code?: string;
}

/** The timeline lists and free-form parts of a profile (docs/files-and-uploads.md#accepted-types User), kept together as one document. */
export interface ProfileDetails {
  experience?: { experience: string; experianceStartDate: string; experianceEndDate: string }[];
  educationTimelines?: { education: string; educationalStartDate: string; educationalEndDate: string }[];
  conferences?: { conferencesData: string }[];
  memberships?: { membershipDetails: string; memberShipStartDate: string; membershipEndDate: string }[];
  certificates?: { certificates: string }[];
  achievements?: { achievement: string; achievementsStartDate: string; achievementsEndDate: string }[];
  specialities?: string[];
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username'),
    name: jsonb('name').$type<PersonName>().notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gender: text('gender'),
    occupation: text('occupation'),
    address: jsonb('address').$type<StoredAddress>().notNull().default({}),
    profileImageUrl: text('profile_image_url'),
    imageUrl: text('image_url'),
    /** The user's own code for 'Refer a doctor' links (docs/referrals-and-short-links.md), made when first needed. */
    referralCode: text('referral_code'),
    /** Who referred the user: set once, at sign-up through a referral link. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isTourCompleted: boolean('is_tour_completed').notNull().default(false),
    /** The language the person reads CareNet in ('en' or 'hi'): their e-mails are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    summary: text('summary'),
    linkedInProfileUrl: text('linkedin_profile_url'),
    twitterProfileUrl: text('twitter_profile_url'),
    educationalQualification: text('educational_qualification'),
    /** A doctor's title (docs/validation-and-limits.md#accounts salutations: 'dr' or 'professor'). */
    salutation: text('salutation'),
    yearsOfExperience: integer('years_of_experience'),
    /** The languages a doctor consults in, as names ('Hindi'); find doctors filters on them (docs/directory.md#find-doctors). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb('details').$type<ProfileDetails>().notNull().default({}),
    /**
     * The clinician profile's review state (PROFILE_VERIFICATION: 0 not submitted, 2 pending, 1 verified,
     * -1 rejected). Only a verified doctor reaches patients' health data; the home carousel lists verified doctors.
     */
    profileVerificationStatus: integer('profile_verification_status').notNull().default(0),
    sourceOfSignup: text('source_of_signup'),
    /** An administrator suspended the account: it cannot sign in and its sessions are revoked. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedBy: uuid('suspended_by'),
    /** The person erased their account: the row is a tombstone holding no personal data. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_roles_idx').using('gin', t.roles),
    index('users_referral_code_idx').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    // A request list's creatorPerson: a part of a name, matched anywhere (trigrams, pg_trgm).
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${t.name} ->> 'first_name', '') || ' ' || coalesce(${t.name} ->> 'last_name', '')) gin_trgm_ops`,
    ),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    check('users_locale_known', sql`${t.locale} in ('en', 'hi')`),
    check('users_salutation_known', sql`${t.salutation} is null or ${t.salutation} in ('dr', 'professor')`),
    check(
      'users_years_of_experience_range',
      sql`${t.yearsOfExperience} is null or (${t.yearsOfExperience} >= 0 and ${t.yearsOfExperience} <= 80)`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
