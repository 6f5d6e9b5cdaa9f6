import { check, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { donationRequests } from './requests';
import { users } from './users';

/** docs/api-contract.md#entities-and-field-names Prescription doctor{…}: copied from the doctor's profile when written, as it was then. */
export interface PrescriptionDoctor {
  name: string;
  specialization: string;
  email: string;
  hospitalName: string;
}

/** docs/api-contract.md#entities-and-field-names Prescription patient{…}: age in whole years (0 under one year), gender m/f/o. */
export interface PrescriptionPatient {
  fullName: string;
  age: number;
  gender: string;
}

export interface PrescribedMedicine {
  name: string;
  quantity: string;
  usage: string;
}

/**
 * A prescription a doctor accepted on a patient's request wrote. Health data, never changed once
 * written (a new treatment is a new prescription): see modules/prescriptions.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    /** The request's patient (its creator), who reads and prints it. */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The doctor who wrote it; the copy in `doctor` keeps their name if the account goes. */
    doctorId: uuid('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    doctor: jsonb('doctor').$type<PrescriptionDoctor>().notNull(),
    patient: jsonb('patient').$type<PrescriptionPatient>().notNull(),
    medicines: jsonb('medicines').$type<PrescribedMedicine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_request_idx').on(t.requestId, t.createdAt),
    index('prescriptions_doctor_idx').on(t.doctorId, t.createdAt),
    index('prescriptions_patient_idx').on(t.patientId, t.createdAt),
    // CASE, not AND: PostgreSQL may evaluate either side of an AND first, and a length of a non-array fails.
    check(
      'prescriptions_medicines_listed',
      sql`case when jsonb_typeof(${t.medicines}) = 'array' then jsonb_array_length(${t.medicines}) > 0 else false end`,
    ),
  ],
);

export type PrescriptionRow = typeof prescriptions.$inferSelect;
