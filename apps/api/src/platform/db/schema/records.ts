import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * docs/files-and-uploads.md#accepted-types Document: a file in a patient's medical records, with the name, note and date the patient
 * gave it. Health data: see modules/records/policy. Deleting its file deletes the record.
 */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The patient whose record it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .unique()
      .references(() => files.key, { onDelete: 'cascade' }),
    userGivenName: text('user_given_name').notNull(),
    note: text('note').notNull().default(''),
    /** The date of the document itself (a test, a scan, a letter), not of the upload. */
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medical_records_user_idx').on(t.userId, t.date)],
);

export type MedicalRecordRow = typeof medicalRecords.$inferSelect;

/**
 * docs/files-and-uploads.md#accepted-types Uploaded image: a picture on a user's medical records page, stored normalized (re-encoded,
 * SVG rasterized) with its docs/files-and-uploads.md#image-variants `_776x435` variant. Deleting either file deletes the image.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .unique()
      .references(() => files.key, { onDelete: 'cascade' }),
    resizedKey: text('resized_key')
      .notNull()
      .unique()
      .references(() => files.key, { onDelete: 'cascade' }),
    /** The uploaded file's own name. */
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_images_user_idx').on(t.userId, t.createdAt)],
);

export type UploadedImageRow = typeof uploadedImages.$inferSelect;
