import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DirectoryClaimStatus } from '@carenet/shared';
import { users } from './users';

/** One post held by a directory doctor (docs/directory.md#profiles). */
export interface DirectoryExperience {
  position: string;
  hospital: string;
  duration: string;
}

/** One degree of a directory doctor (docs/directory.md#profiles). */
export interface DirectoryEducation {
  degree: string;
  institution: string;
  year: string;
}

/**
 * docs/directory.md#profiles: a doctor of CareNet's own hospital directory, the source of the AI doctor
 * profiles (/DoctorProfileAi/{id}). Not a CareNet account: a doctor may claim it (docs/directory.md#claiming).
 */
export const directoryDoctors = pgTable(
  'directory_doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The entry's key in its source file: importing a file again updates the entries it names. */
    ref: text('ref').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    speciality: text('speciality').notNull(),
    experience: jsonb('experience').$type<DirectoryExperience[]>().notNull().default([]),
    education: jsonb('education').$type<DirectoryEducation[]>().notNull().default([]),
    memberships: text('memberships').array().notNull().default([]),
    certifications: text('certifications').array().notNull().default([]),
    achievements: text('achievements').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    /** DIRECTORY_CLAIM_STATUS: null while nobody claimed it, 'pending' until confirmed, then 'confirmed'. */
    claimStatus: text('claim_status').$type<DirectoryClaimStatus>(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimRequestedAt: timestamp('claim_requested_at', { withTimezone: true }),
    claimConfirmedAt: timestamp('claim_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('directory_doctors_ref_unique').on(t.ref),
    index('directory_doctors_city_idx').on(sql`lower(${t.city})`),
    index('directory_doctors_speciality_idx').on(sql`lower(${t.speciality})`),
    index('directory_doctors_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check(
      'directory_doctors_claim_known',
      sql`${t.claimStatus} is null or ${t.claimStatus} in ('pending', 'confirmed')`,
    ),
  ],
);

export type DirectoryDoctorRow = typeof directoryDoctors.$inferSelect;
