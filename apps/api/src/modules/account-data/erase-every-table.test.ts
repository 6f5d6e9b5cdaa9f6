import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, OIDC_OUTCOMES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { lastSmsCode, post } from '../../../test/auth-helpers';
import { multipartFile, pdfBytes } from '../../../test/documents';
import {
  createAdmin,
  lastOtpMailedTo,
  uniqueEmail,
  uniquePhone,
  uniqueWord,
  type TestUser,
} from '../../../test/factories';
import { plainPng } from '../../../test/images';
import { startOidcProvider, type LocalOidcProvider } from '../../../test/oidc-provider';
import { browserKeys, startTestPushService } from '../../../test/web-push';
import { DATA_MAP } from '../../platform/db/data-map';
import { users } from '../../platform/db/schema';
import { attach, call, say } from '../chat/testing';
import { directoryCsv, directoryRow } from '../directory/testing';
import { makeCoupon, makeEvent } from '../events/testing';
import { upload } from '../records/testing';
import { namesPerson } from './mapped-rows';
import { filesHolding, query, tablesHolding } from './testing';

/*
 * Issue 25, acceptance 3: an erasure test over every personal table. Two people, a patient and a
 * doctor, put data into every table the data map says names a person, and into the tables only the
 * erasure's sweeps find, through the API as they would; then each erases their account. Which tables
 * must be covered, and what the erasure must have removed, is read from the data map, so a table added
 * to the map is held to this test the day it is classified.
 */

/** Tables no endpoint writes a row naming a person into, and why (the test fails once one is covered). */
const NOT_REACHABLE: Record<string, string> = {};

const PUBLIC_URL = 'http://carenet.test';
const dataDir = path.join(tmpdir(), `carenet-erase-every-table-${randomUUID()}`);
let t: TestApp;
let provider: LocalOidcProvider;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
/** The keys of the browsers that take push notifications (the test's push service decrypts with them). */
const pushKeys = browserKeys();

/** Someone who signed up through the API: their account, contact details and unique words. */
interface Person extends TestUser {
  email: string;
  phone: string;
  first: string;
  last: string;
  /** A word in everything they wrote, in files too. */
  marker: string;
}

let patient: Person;
let doctor: Person;
const people = () => [patient, doctor];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

function expectStatus(res: { statusCode: number; body: string }, statusCode: number) {
  expect(res.statusCode, res.body).toBe(statusCode);
}

/** Signs up through POST /register, verifies the mailed code and signs in with the password. */
async function signUp(role: 'patient' | 'doctor' | 'facilities'): Promise<Person> {
  const word = uniqueWord();
  const person = {
    email: uniqueEmail(`erase-${role}`),
    phone: uniquePhone(),
    first: `Zyx${word}`,
    last: `Qpw${word}`,
    marker: `Mrk${word}`,
    password: `Secret@1${word}`,
  };
  expectStatus(
    await post(t, '/register', {
      name: { first_name: person.first, last_name: person.last },
      email: person.email,
      phone: person.phone,
      password: person.password,
      roles: [role],
    }),
    201,
  );
  const otp = await lastOtpMailedTo(t.ctx, person.email);
  expectStatus(await post(t, '/verifyotp', { otp, email: person.email, type: 'email' }), 200);
  const login = await post(t, '/login', { account: person.email, password: person.password });
  expectStatus(login, 200);
  const token: string = login.json().data.token_detail.token;
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, person.email));
  return { ...person, user, token, auth: { authorization: `Bearer ${token}` } };
}

/** POST a multipart file (field "file" unless told) to an /api/v1 route. */
function sendFile(
  url: string,
  user: TestUser,
  filename: string,
  bytes: Buffer,
  type: string,
  field = 'file',
) {
  const form = multipartFile(field, filename, bytes, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

/** Goes through the outside provider as `sub`: what /oautherize answers, and the browser's cookie. */
async function throughProvider(sub: string) {
  const started = await t.app.inject({ method: 'GET', url: '/api/v1/oidc/start?returnTo=%2Fhome' });
  expectStatus(started, 302);
  const cookie = String(started.headers['set-cookie']).split(';')[0];
  const callback = await provider.authorize(String(started.headers.location), { signInAs: sub });
  const res = await post(t, '/oautherize', Object.fromEntries(callback.searchParams), { cookie });
  expectStatus(res, 200);
  return { cookie, data: res.json().data as { outcome: string; pendingToken: string } };
}

/** A request made through POST /donationRequest and approved by an administrator. */
async function approvedRequest(owner: TestUser, admin: TestUser, body: object): Promise<string> {
  const created = await call(t, 'POST', '/donationRequest', owner, body);
  expectStatus(created, 201);
  const id: string = created.json().data._id;
  expectStatus(await call(t, 'PUT', `/donationRequest/${id}`, admin, { status: 1 }), 200);
  return id;
}

/** The doctor, verified by an administrator, with a practice: schedule, payments, rooms, a facility. */
async function doctorsSide(admin: TestUser, facilityOwner: TestUser) {
  const { marker } = doctor;
  const licence = await sendFile(
    '/verification/documents',
    doctor,
    'licence.pdf',
    pdfBytes(`Licence ${marker}`),
    'application/pdf',
  );
  expectStatus(licence, 201);
  const submitted = await call(t, 'POST', '/verification', doctor, {
    kind: 'doctor',
    registrationNumber: 'KMC-104233',
    authority: `Medical Council ${marker}`,
    registrationYear: 2012,
    qualifications: ['MBBS'],
    specialties: ['Orthopaedics'],
    documentKeys: [licence.json().data.key],
  });
  expectStatus(submitted, 201);
  expectStatus(await call(t, 'POST', `/verification/${submitted.json().data._id}/approve`, admin), 200);

  expectStatus(
    await call(t, 'PUT', `/user/${doctor.user.id}`, doctor, { summary: `Knees and hips ${marker}` }),
    200,
  );
  expectStatus(
    await call(t, 'POST', '/schedule', doctor, {
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      weeklyHours: EVERY_DAY,
    }),
    200,
  );
  expectStatus(
    await call(t, 'POST', `/user/${doctor.user.id}/payment/account`, doctor, {
      country: 'IN',
      accountHolderName: `${doctor.first} ${doctor.last}`,
      bankName: 'State Bank of India',
      accountNumber: '1234 5678 9012',
      ifscCode: 'sbin0001234',
    }),
    201,
  );
  expectStatus(
    await call(t, 'PUT', '/notifications/preferences', doctor, {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      announcements: { inApp: true, email: false, push: false },
    }),
    200,
  );
  const start = Date.now() + DAY;
  expectStatus(
    await call(t, 'POST', '/audioRooms', doctor, {
      title: `Office hours ${marker}`,
      description: `Ask me ${marker}`,
      startTime: start,
      endTime: start + HOUR,
    }),
    201,
  );

  // The directory lists them (an administrator's import); their verified address confirms the claim.
  const city = uniqueWord();
  const imported = await sendFile(
    '/directory/doctors/import',
    admin,
    'doctors.csv',
    directoryCsv([
      directoryRow({
        city,
        name: `Dr. ${doctor.first} ${doctor.last}`,
        email: doctor.email,
        phone: doctor.phone,
      }),
    ]),
    'text/csv',
  );
  expectStatus(imported, 200);
  const listed = await call(t, 'GET', `/directory/doctors?city=${city}`);
  const entryId: string = listed.json().data[0]._id;
  expectStatus(await call(t, 'POST', `/directory/doctors/${entryId}/claim`, doctor), 200);

  // A facility invites them by id; they accept.
  const service = `Orthopaedics ${uniqueWord()}`;
  expectStatus(await call(t, 'POST', '/facilityServices', admin, { name: service }), 201);
  const facility = await call(t, 'POST', '/organization', facilityOwner, {
    orgName: `Sunrise ${uniqueWord()}`,
    orgType: 'clinic',
    description: 'A family clinic.',
    orgAddress: {
      line1: '12 MG Road',
      line2: 'Near the park',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      zip_code: '411001',
    },
    facilityServices: [service],
    // The doctor's address as the facility's contact: the facility keeps going without it.
    orgEmail: doctor.email,
  });
  expectStatus(facility, 201);
  const orgId: string = facility.json().data._id;
  const invited = await call(t, 'POST', `/org/${orgId}/user`, facilityOwner, {
    userId: doctor.user.id,
    role: 'admin',
  });
  expectStatus(invited, 201);
  expectStatus(await call(t, 'POST', `/org/invitations/${invited.json().data._id}/accept`, doctor), 200);
}

/** The patient's own care: profile, phone, records, registration, a request the doctor takes on. */
async function patientsCare(admin: TestUser) {
  const { marker } = patient;
  expectStatus(await post(t, '/resendotp', { phone: patient.phone, type: 'phone' }, patient.auth), 200);
  const code = await lastSmsCode(t.ctx, patient.phone);
  expectStatus(
    await post(t, '/verifyotp', { otp: code, phone: patient.phone, type: 'phone' }, patient.auth),
    200,
  );
  // A password mistyped on another device: the throttle counts it against the account and that client.
  const mistyped = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { account: patient.email, password: 'Wrong@12345' },
    remoteAddress: '203.0.113.9',
  });
  expectStatus(mistyped, 401);

  expectStatus(
    await call(t, 'PUT', `/user/${patient.user.id}`, patient, { summary: `About me ${marker}` }),
    200,
  );
  expectStatus(
    await upload(
      t,
      '/medicalRecords',
      patient,
      { filename: 'scan.pdf', bytes: pdfBytes(`Scan ${marker}`) },
      { userGivenName: `Knee X-ray ${marker}`, note: `Note ${marker}`, date: '2025-03-14' },
    ),
    201,
  );
  expectStatus(await upload(t, '/images', patient, { filename: 'knee.png', bytes: await plainPng() }), 201);
  expectStatus(
    await call(t, 'POST', '/patientRegistration', patient, {
      dateOfBirth: '1990-05-17',
      gender: 'f',
      emergencyContact: { name: 'Ravi Rao', relationship: 'Brother', phone: uniquePhone() },
      medicalHistory: `History ${marker}`,
      allergies: ['Penicillin'],
    }),
    200,
  );

  const requestId = await approvedRequest(patient, admin, {
    title: `Knee pain ${marker}`,
    description: `It hurts when I climb stairs ${marker}`,
  });
  expectStatus(
    await call(t, 'POST', '/patientConsent', patient, {
      scope: 'telemedicine',
      statement: 'I agree to be examined by video call.',
      agreed: true,
      requestId,
    }),
    201,
  );
  expectStatus(await call(t, 'PUT', `/donationRequest/${requestId}`, doctor, { acceptanceStatus: 1 }), 200);

  const room = await call(t, 'POST', '/chatRooms', patient, { requestId });
  expectStatus(room, 201);
  const roomId: string = room.json().data._id;
  await say(t, patient, roomId, `Message ${patient.marker}`);
  await say(t, doctor, roomId, `Advice ${doctor.marker}`);
  expectStatus(await attach(t, patient, roomId, 'report.pdf', pdfBytes(`Report ${patient.marker}`)), 201);
  expectStatus(await call(t, 'PUT', `/chatRooms/${roomId}`, doctor, {}), 200);
  expectStatus(await call(t, 'PUT', `/chatRooms/${roomId}`, patient, {}), 200);

  const start = Date.now() + DAY;
  expectStatus(
    await call(t, 'POST', '/appointment/googlemeet', doctor, {
      title: `Knee review ${doctor.marker}`,
      description: `Bring your X-ray ${doctor.marker}`,
      startTime: start,
      endTime: start + HOUR / 2,
      requestId,
    }),
    201,
  );
  expectStatus(
    await call(t, 'POST', '/cretePrescription', doctor, {
      requestId,
      patient: { fullName: `${patient.first} ${patient.last}`, age: 35, gender: 'f' },
      medicines: [
        { name: 'Ibuprofen 400 mg', quantity: '10 tablets', usage: `Twice a day ${doctor.marker}` },
      ],
    }),
    201,
  );
  const slots = await call(t, 'POST', `/appointmentSlotsAvailability/${doctor.user.id}`, patient, {
    from: Date.now() + DAY,
    to: Date.now() + 3 * DAY,
  });
  expectStatus(slots, 200);
  const [slot] = slots.json().data.slots as { startTime: number }[];
  expectStatus(
    await call(t, 'POST', '/appointment', patient, {
      doctorId: doctor.user.id,
      startTime: slot.startTime,
      note: `Appointment ${marker}`,
    }),
    201,
  );

  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chatbot/messages',
    headers: { 'content-type': 'application/json', ...patient.auth },
    payload: JSON.stringify({ question: `Why does my knee hurt? ${marker}`, consent: true }),
  });
  expectStatus(asked, 200);
}

/** The patient and the doctor in someone else's places: a community request, an event, feedback. */
async function inOthersPlaces(admin: TestUser, owner: TestUser) {
  const requestId = await approvedRequest(owner, admin, {
    title: 'Weekend internship at the clinic',
    description: 'Help at the front desk.',
    request_type: 'internship',
    units: 'inr',
  });

  // The patient's browser takes push notifications; so does the request owner's, told of what they did.
  for (const user of [patient, owner]) {
    expectStatus(
      await call(t, 'POST', '/pushNotificationDeviceToken', user, {
        token: JSON.stringify({
          endpoint: `${pushService.endpoint}/${user.user.id}`,
          keys: { p256dh: pushKeys.p256dh, auth: pushKeys.auth },
        }),
        device: 'web',
        userId: user.user.id,
      }),
      201,
    );
  }

  const comment = await call(t, 'POST', `/donationRequest/${requestId}/comments`, patient, {
    text: `Question ${patient.marker}`,
  });
  expectStatus(comment, 201);
  expectStatus(await call(t, 'POST', `/comments/${comment.json().data._id}/like`, doctor), 200);

  const resume = await sendFile(
    '/donationRequestResponses/resume',
    patient,
    'cv.pdf',
    pdfBytes(`Resume ${patient.marker}`),
    'application/pdf',
    'resume',
  );
  expectStatus(resume, 201);
  const applied = await call(t, 'POST', '/donationRequestResponses', patient, {
    donationRequestId: requestId,
    participantName: { first_name: patient.first, last_name: patient.last },
    participantEmailAddress: patient.email,
    participantPhone: patient.phone,
    participantOccupation: 'Student',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    address: `Address ${patient.marker}`,
    resume: resume.json().data.key,
  });
  expectStatus(applied, 201);
  const applicationId: string = applied.json().data._id;
  expectStatus(
    await call(t, 'PUT', `/donationRequestResponses/${applicationId}/decision`, owner, {
      decision: 'accepted',
    }),
    200,
  );
  expectStatus(await call(t, 'PUT', `/donationRequestResponses/${applicationId}/complete`, owner), 200);

  expectStatus(await call(t, 'POST', '/myfavourites', patient, { requestId }), 200);
  expectStatus(
    await call(t, 'POST', `/donationRequest/${requestId}/donations`, patient, {
      amount: 2500,
      message: `Good luck ${patient.marker}`,
    }),
    201,
  );
  expectStatus(
    await call(t, 'PUT', `/donationRequest/${requestId}`, doctor, {
      status: -3,
      flagReason: 'Scam or fraud',
    }),
    200,
  );

  const event = await makeEvent(t, admin);
  const coupon = await makeCoupon(t, admin);
  expectStatus(
    await call(t, 'POST', '/healthFestEventRegistration', patient, {
      eventId: event._id,
      fullName: `${patient.first} ${patient.last}`,
      email: patient.email,
      phone: patient.phone,
      couponCode: coupon.code,
    }),
    201,
  );
  expectStatus(
    await call(t, 'POST', '/eventDonation', doctor, {
      eventId: event._id,
      amount: 2500,
      message: `For the fest ${doctor.marker}`,
    }),
    201,
  );

  expectStatus(
    await call(t, 'POST', '/feedback', patient, {
      name: `${patient.first} ${patient.last}`,
      email: patient.email,
      message: `Lovely app ${patient.marker}`,
      rating: 5,
    }),
    201,
  );

  // An administrator's bulk import lists the patient again beside someone new: their row is refused.
  const row = (first: string, last: string, email: string, phone: string) => ({
    roles: 'patient',
    first_name: first,
    last_name: last,
    email,
    phone,
    gender: 'f',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
  });
  const bulk = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/add/bulk',
    headers: { ...admin.auth, 'content-type': 'application/json' },
    payload: JSON.stringify([
      row('Meera', 'Shah', uniqueEmail('imported'), uniquePhone()),
      row(patient.first, patient.last, patient.email, patient.phone),
    ]),
  });
  expectStatus(bulk, 202);
  await t.ctx.jobs.drain();
}

/** The patient's address at the outside provider, under a new subject: a sign-in that needs linking. */
async function outsideAccountOfPatient() {
  const sub = `sub-${randomUUID()}`;
  provider.accounts.set(sub, {
    sub,
    email: patient.email,
    email_verified: true,
    given_name: patient.first,
    family_name: patient.last,
  });
  const started = await throughProvider(sub);
  expect(started.data.outcome).toBe(OIDC_OUTCOMES.linkNeeded);
  return started;
}

/** The patient links an outside account, and starts a second outside sign-in they leave unfinished. */
async function outsideSignIn() {
  const { cookie, data } = await outsideAccountOfPatient();
  expectStatus(
    await post(
      t,
      '/oautherize/link',
      { pendingToken: data.pendingToken, password: patient.password },
      { cookie },
    ),
    200,
  );
  await outsideAccountOfPatient();
}

/** How many rows of `table` name the person by the data map's columns. */
async function rowsNaming(table: string, person: Person): Promise<number> {
  const where = namesPerson(table, { id: person.user.id, email: person.email });
  if (!where) return 0;
  const [row] = await query<{ count: number }>(
    t,
    sql`select count(*)::int as count from ${sql.identifier(table)} where ${where}`,
  );
  return row.count;
}

const personalTables = () =>
  Object.entries(DATA_MAP)
    .filter(([, map]) => map.person)
    .map(([table]) => table)
    .sort();

/** Tables whose rows no column ties to a person, which the erasure's sweeps search by what they quote. */
const sweptTables = () =>
  Object.entries(DATA_MAP)
    .filter(([, map]) => !map.person && map.erase)
    .map(([table]) => table)
    .sort();

/** What of a person may be written anywhere: what must be gone after the erasure. */
const tracesOf = (person: Person) => [person.email, person.phone, person.first, person.last, person.marker];

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/authorize`);
  pushService = await startTestPushService((body) => pushKeys.decrypt(body));
  t = await createTestApp({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Test ID',
    MEET_BASE_URL: 'https://meet.carenet.test/rooms',
  });

  // Not erased: a facility's owner and a community request's owner, and an administrator (from the
  // factory: no endpoint makes one).
  const admin = await createAdmin(t.ctx);
  const facilityOwner = await signUp('facilities');
  const requestOwner = await signUp('doctor');

  patient = await signUp('patient');
  doctor = await signUp('doctor');
  await doctorsSide(admin, facilityOwner);
  await patientsCare(admin);
  await inOthersPlaces(admin, requestOwner);
  await outsideSignIn();
  await t.ctx.events.settled();
}, 240_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
  await pushService?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('erasure over every personal table', () => {
  it('finds the people, before the erasure, in every table the data map names a person in', async () => {
    const uncovered: string[] = [];
    for (const table of personalTables()) {
      let rows = 0;
      for (const person of people()) rows += await rowsNaming(table, person);
      if (rows === 0) uncovered.push(table);
    }
    expect(uncovered.filter((table) => !(table in NOT_REACHABLE))).toEqual([]);
    // A table listed as unreachable that is covered now leaves the list.
    expect(Object.keys(NOT_REACHABLE).filter((table) => !uncovered.includes(table))).toEqual([]);

    // The tables only the sweeps search hold traces of them too.
    const needles = people().flatMap((person) => [person.user.id, ...tracesOf(person)]);
    const holding = new Set((await tablesHolding(t, needles)).map((column) => column.split('.')[0]));
    expect(sweptTables().filter((table) => !holding.has(table))).toEqual([]);
    // And others' notifications about what they did.
    const [about] = await query<{ count: number }>(
      t,
      sql`select count(*)::int as count from notifications
          where actor_id in (${patient.user.id}, ${doctor.user.id})
            and user_id not in (${patient.user.id}, ${doctor.user.id})`,
    );
    expect(about.count).toBeGreaterThan(0);
    expect(await filesHolding(dataDir, [patient.marker, doctor.marker])).not.toEqual([]);
  });

  it('leaves no row the map deletes and no trace in any table or file once each erased', async () => {
    for (const person of [doctor, patient]) {
      expectStatus(await call(t, 'POST', '/disband/user', person, { password: person.password }), 200);
    }
    await t.ctx.events.settled();
    await t.ctx.jobs.drain();

    const left: string[] = [];
    for (const [table, map] of Object.entries(DATA_MAP)) {
      if (map.erase?.by !== 'delete') continue;
      for (const person of people()) {
        if ((await rowsNaming(table, person)) > 0) left.push(`${table} (${person.first})`);
      }
    }
    expect.soft(left).toEqual([]);

    // Nor does a personal column of a table the map names no person in (found by sweeps) hold their id.
    const keyedBy: string[] = [];
    for (const [table, map] of Object.entries(DATA_MAP)) {
      if (map.person) continue;
      for (const column of map.columns.personal ?? []) {
        for (const person of people()) {
          const [row] = await query<{ count: number }>(
            t,
            sql`select count(*)::int as count from ${sql.identifier(table)}
                where ${sql.identifier(column)}::text ilike ${`%${person.user.id}%`}`,
          );
          if (row.count > 0) keyedBy.push(`${table}.${column}`);
        }
      }
    }
    expect.soft(keyedBy).toEqual([]);

    const needles = people().flatMap(tracesOf);
    expect.soft(await tablesHolding(t, needles)).toEqual([]);
    expect.soft(await filesHolding(dataDir, needles)).toEqual([]);
  });
});
