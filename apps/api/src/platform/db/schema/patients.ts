import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users, type StoredAddress } from './users';

/** A patient's intake registration (one a patient, kept up to date). Health data: see modules/patients/policy. */
export const patientRegistrations = pgTable(
  'patient_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender').notNull(),
    bloodGroup: text('blood_group'),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    address: jsonb('address').$type<StoredAddress>().notNull().default({}),
    emergencyContact: jsonb('emergency_contact')
      .$type<{ name: string; relationship: string; phone: string }>()
      .notNull(),
    medicalHistory: text('medical_history').notNull().default(''),
    allergies: text('allergies').array().notNull().default([]),
    currentMedication: text('current_medication').array().notNull().default([]),
    insuranceProvider: text('insurance_provider').notNull().default(''),
    insuranceNumber: text('insurance_number').notNull().default(''),
    /** Who filled it in last: the patient, or an administrator onboarding them. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patient_registrations_user_unique').on(t.userId)],
);

/** A patient's consent: what they agreed to, in which words, when, and whether they withdrew it. */
export const patientConsents = pgTable(
  'patient_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    requestId: uuid('request_id').references(() => donationRequests.id, { onDelete: 'set null' }),
    statement: text('statement').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('patient_consents_user_idx').on(t.userId, t.grantedAt)],
);

export type PatientRegistrationRow = typeof patientRegistrations.$inferSelect;
export type PatientConsentRow = typeof patientConsents.$inferSelect;
