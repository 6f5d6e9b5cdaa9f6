import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACCEPTANCE_STATUS } from '@carenet/shared';
import type { TestApp } from '../../../test/app';
import { pdfBytes } from '../../../test/documents';
import { createRequest, createUser, uniquePhone } from '../../../test/factories';
import {
  appointments,
  assistantConversations,
  assistantMessages,
  patientConsents,
  patientRegistrations,
  prescriptions,
} from '../../platform/db/schema';
import { call, say } from '../chat/testing';
import { upload } from '../records/testing';

/** What the doctor says in the conversation: unique to the test, as other test files share the database. */
export const doctorAdvice = (marker: string) => `Rest your knee for a week (${marker}).`;

/**
 * A patient who wrote a marker into every place a person can write: their profile, a medical record's
 * note and file, their registration, a request and its conversation, an appointment's note, a comment on
 * someone else's request and an application to it, a question to the medical assistant; with a
 * prescription and a consent of theirs.
 */
export async function personWithData(t: TestApp, marker: string) {
  const person = await createUser(t.ctx, {
    roles: ['patient'],
    phone: uniquePhone(),
    name: { first_name: 'Asha', last_name: 'Rao', middle_name: '' },
  });
  const doctor = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: 'Arjun', last_name: 'Mehta', middle_name: '' },
  });
  const stranger = await createUser(t.ctx, { roles: ['doctor'] });

  const profile = await call(t, 'PUT', `/user/${person.user.id}`, person, { summary: `About me ${marker}` });
  expect(profile.statusCode).toBe(200);
  const scan = pdfBytes(`Scan ${marker}`);
  const record = await upload(
    t,
    '/medicalRecords',
    person,
    { filename: 'scan.pdf', bytes: scan },
    { userGivenName: 'Knee X-ray', note: `Note ${marker}`, date: '2025-03-14' },
  );
  expect(record.statusCode).toBe(201);
  await t.ctx.db.insert(patientRegistrations).values({
    userId: person.user.id,
    dateOfBirth: '1990-05-17',
    gender: 'f',
    emergencyContact: { name: 'Ravi Rao', relationship: 'Brother', phone: '+919812345678' },
    medicalHistory: `History ${marker}`,
    allergies: ['Penicillin'],
  });

  const request = await createRequest(t.ctx, person, {
    title: 'Knee pain',
    description: `It hurts ${marker}`,
  });
  const accepted = await call(t, 'PUT', `/donationRequest/${request.id}`, doctor, {
    acceptanceStatus: ACCEPTANCE_STATUS.accepted,
  });
  expect(accepted.statusCode).toBe(200);
  const room = await call(t, 'POST', '/chatRooms', person, { requestId: request.id });
  expect(room.statusCode).toBe(201);
  const roomId = room.json<{ data: { _id: string } }>().data._id;
  await say(t, person, roomId, `Message ${marker}`);
  await say(t, doctor, roomId, doctorAdvice(marker));
  await t.ctx.db.insert(prescriptions).values({
    requestId: request.id,
    patientId: person.user.id,
    doctorId: doctor.user.id,
    doctor: {
      name: 'Arjun Mehta',
      specialization: 'Orthopaedics',
      email: doctor.user.email,
      hospitalName: 'City Hospital',
    },
    patient: { fullName: 'Asha Rao', age: 35, gender: 'f' },
    medicines: [
      { name: 'Ibuprofen 400 mg', quantity: '10 tablets', usage: 'Twice a day after food' },
      { name: 'Diclofenac gel', quantity: '1 tube', usage: 'On the knee at night' },
    ],
  });
  await t.ctx.db.insert(appointments).values({
    doctorId: doctor.user.id,
    patientId: person.user.id,
    createdBy: person.user.id,
    requestId: request.id,
    note: `Appointment ${marker}`,
    startTime: new Date('2030-01-10T04:30:00Z'),
    endTime: new Date('2030-01-10T05:00:00Z'),
    timeZone: 'Asia/Kolkata',
    meetLink: 'https://meet.jit.si/carenet-test-room',
    meetProvider: 'jitsi',
  });
  await t.ctx.db.insert(patientConsents).values({
    userId: person.user.id,
    scope: 'treatment',
    requestId: request.id,
    statement: 'I agree that the doctors caring for me read my records.',
  });

  const [conversation] = await t.ctx.db
    .insert(assistantConversations)
    .values({ userId: person.user.id, title: `Knee pain ${marker}` })
    .returning();
  await t.ctx.db.insert(assistantMessages).values([
    {
      conversationId: conversation.id,
      role: 'user',
      text: `Why does my knee hurt? ${marker}`,
      createdAt: new Date('2025-03-14T10:00:00Z'),
    },
    {
      conversationId: conversation.id,
      role: 'assistant',
      createdAt: new Date('2025-03-14T10:00:02Z'),
      text: 'An orthopaedic doctor examines knees.',
      model: 'Palm 2',
      driver: 'offline',
      kind: 'answer',
      specialty: 'Orthopaedic Surgeon',
    },
  ]);

  const othersRequest = await createRequest(t.ctx, stranger, {
    requestType: 'internship',
    title: 'An internship',
  });
  const comment = await call(t, 'POST', `/donationRequest/${othersRequest.id}/comments`, person, {
    text: `Question ${marker}`,
  });
  expect(comment.statusCode).toBe(201);
  const application = await call(t, 'POST', '/donationRequestResponses', person, {
    donationRequestId: othersRequest.id,
    participantName: { first_name: 'Asha', last_name: 'Rao' },
    participantEmailAddress: person.user.email,
    participantPhone: person.user.phone,
    participantOccupation: 'Student',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    address: `Address ${marker}`,
  });
  expect(application.statusCode).toBe(201);
  await t.ctx.events.settled();
  return { person, doctor, request, scan, commentId: comment.json<{ data: { _id: string } }>().data._id };
}

/** Raw SQL's rows: node-postgres and PGlite both answer { rows }. */
export async function query<T>(t: TestApp, statement: SQL): Promise<T[]> {
  const result: unknown = await t.ctx.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** Every text-like column of every table in the database: where personal data could be left. */
async function columnsToScan(t: TestApp): Promise<{ table: string; column: string }[]> {
  const result = await query<{ table_name: string; column_name: string }>(
    t,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'tsvector')`,
  );
  return result.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** The table.column pairs holding any of the needles, read as text (case-insensitive). */
export async function tablesHolding(t: TestApp, needles: string[]): Promise<string[]> {
  const patterns = needles.map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const { table, column } of await columnsToScan(t)) {
    const result = await query<{ hits: number }>(
      t,
      sql`select count(*)::int as hits from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any(${sql.param(patterns)}::text[])`,
    );
    if (result[0].hits > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The files under the app's DATA_DIR (its uploads) whose bytes hold any of the needles, in any case. */
export async function filesHolding(dataDir: string, needles: string[]): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const text = (await readFile(full)).toString('latin1').toLowerCase();
    if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(full);
  }
  return found;
}
