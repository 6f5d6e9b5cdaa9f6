import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ERASED_TEXT,
  ERASED_USER_NAME,
  PROFILE_VERIFICATION,
  REQUEST_STATUS,
  fullName,
} from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  activityLog,
  appointments,
  authThrottle,
  chatMessages,
  chatRooms,
  comments,
  couponRedemptions,
  donationRequests,
  donations,
  eventDonations,
  eventOutbox,
  files,
  importJobs,
  jobs,
  mailOutbox,
  medicalRecords,
  meetLinks,
  notifications,
  organizationMembers,
  organizations,
  patientRegistrations,
  prescriptions,
  smsOutbox,
  uploadedImages,
  type UserRow,
  users,
  verificationRequests,
} from '../../platform/db/schema';
import { deleteMappedRows } from './mapped-rows';

/*
 * What erasing an account does, table by table, and why (GDPR Art. 17 and India's DPDP Act s.12: the
 * person's data goes; what another law makes us keep is kept without it).
 *
 * - users: the row stays as a tombstone, because requests, prescriptions and the activity log point at
 *   it (donation_requests.created_by is NOT NULL with no cascade). Name 'Deleted user', e-mail
 *   erased-<id>@invalid, every profile field emptied, a password hash nothing verifies. Roles are
 *   cleared too: a doctor's or facility's tombstone must not be listed in Find Doctors or carousels,
 *   nor count as anybody's verified doctor (so erasing a doctor ends their access to patients).
 * - sessions, one-time codes, login throttle counters, push subscriptions, notification preferences,
 *   favourites, read markers, likes, payment accounts, certificates, doctor schedule, facility memberships and
 *   invitations, doctor/facility verification submissions: deleted.
 * - Health data (medical records and images, patient registration and consents, prescriptions and
 *   appointments where they are the patient, the conversations and meetings of their requests, their
 *   conversations with the medical assistant): deleted
 *   with the files behind them. A prescription a doctor wrote for someone else keeps the doctor's name
 *   (it is the patient's record) but loses the doctor's e-mail; an appointment with them as the doctor
 *   is the patient's record: it stays, cancelled if it was still to come.
 * - Their requests: kept as rows (doctors' and donors' history points at them) but anonymised: title,
 *   description and brief become 'Removed at the person's request', the slug `removed-<id>`, status -9
 *   (deleted), private.
 * - What they wrote elsewhere (comments, chat messages in other people's conversations, meeting
 *   descriptions): the text becomes 'Removed at the person's request'; their applications to others'
 *   requests and their feedback messages are deleted.
 * - Donations: kept (accounting and tax law) with the donor unlinked and made anonymous, name, e-mail
 *   and message removed.
 * - The activity log: kept (a hospital must account for who saw and changed health data), pointing at the
 *   tombstone, with no IP address of theirs and no details that name them. Outgoing e-mail and SMS
 *   records, jobs and import rows that carry their e-mail address or phone number are deleted or
 *   filtered, and so are other people's notifications about what they did or about their requests,
 *   with the e-mails, texts and push jobs that told others of it by name ("Asha Rao applied to …").
 *   Those quote only the name, so the name finds them, as whole words; a namesake's copy goes with
 *   them (the copy only: what was sent was sent). A one-word name is not searched for: it would match
 *   too much.
 */

/** Who is being erased, as the sweeps over free-text columns look for them. */
export interface ErasedPerson {
  user: UserRow;
  /** Lower-cased e-mail address and the phone number: what other rows may quote. */
  identifiers: string[];
  /** Their name as messages to other people print it, when it has a first and a last name. */
  names: string[];
}

export function erasedPersonOf(user: UserRow): ErasedPerson {
  return {
    user,
    identifiers: [user.email.toLowerCase(), user.phone].filter((value): value is string => !!value),
    names: printedNames(user.name),
  };
}

/** The name as notifications print it (fullName, with any middle name) and as first and last name. */
function printedNames(name: UserRow['name']): string[] {
  const first = name.first_name?.trim();
  const last = name.last_name?.trim();
  if (!first || !last) return [];
  return [...new Set([fullName(name), `${first} ${last}`])];
}

/** A text expression mentions any identifier (case-insensitive, literal: % and _ are escaped). */
function mentions(column: SQL, identifiers: string[]): SQL {
  const patterns = identifiers.map((value) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return or(...patterns.map((pattern) => sql`${column} ilike ${pattern}`)) ?? sql`false`;
}

/** A text expression quotes any of the names as whole words (case-insensitive; the name is taken literally). */
function quotes(column: SQL, names: string[]): SQL {
  const patterns = names.map(
    (name) => `(^|[^[:alnum:]_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^[:alnum:]_]|$)`,
  );
  return or(...patterns.map((pattern) => sql`${column} ~* ${pattern}`)) ?? sql`false`;
}

/** The facilities the user is the only owner of: they must hand them over first. */
export async function facilitiesOnlyOwnedBy(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: organizations.orgName })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, 'owner'),
        sql`not exists (select 1 from ${organizationMembers} other where other.org_id = ${organizationMembers.orgId}
          and other.user_id <> ${userId} and other.role = 'owner')`,
      ),
    );
  return rows.map((row) => row.name);
}

/**
 * The stored files that go: the user's own uploads (except a facility's documents, which are the
 * facility's) and the files of their health data and conversations even when someone else uploaded them.
 */
async function filesToRemove(db: Database, userId: string, requestIds: string[]): Promise<string[]> {
  const keys = new Set<string>();
  // Kept: a facility's documents, and records they filed into someone else's medical records (an
  // administrator or doctor uploading for a patient): those are the facility's and the patient's.
  const othersFiles = sql`(select unnest(${organizations.documentKeys}) from ${organizations}
    union all select ${medicalRecords.fileKey} from ${medicalRecords} where ${medicalRecords.userId} <> ${userId})`;
  const owned = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.ownerId, userId), sql`${files.key} not in ${othersFiles}`));
  owned.forEach((row) => keys.add(row.key));
  const records = await db
    .select({ key: medicalRecords.fileKey })
    .from(medicalRecords)
    .where(eq(medicalRecords.userId, userId));
  records.forEach((row) => keys.add(row.key));
  const images = await db
    .select({ key: uploadedImages.fileKey, resized: uploadedImages.resizedKey })
    .from(uploadedImages)
    .where(eq(uploadedImages.userId, userId));
  images.forEach((row) => keys.add(row.key).add(row.resized));
  if (requestIds.length) {
    const attachments = await db
      .select({ key: chatMessages.fileKey })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .where(and(inArray(chatRooms.requestId, requestIds), sql`${chatMessages.fileKey} is not null`));
    attachments.forEach((row) => row.key && keys.add(row.key));
  }
  return [...keys];
}

/**
 * The result files of bulk imports that listed the person: a written CSV cannot lose one row, so the
 * file goes (the import keeps its counts and its other rows) and the job no longer offers it.
 */
async function importResultsListing(db: Database, identifiers: string[]): Promise<string[]> {
  const listing = and(
    isNotNull(importJobs.resultFileKey),
    mentions(sql`${importJobs.rows}::text || ${importJobs.errors}::text`, identifiers),
  );
  const rows = await db.select({ key: importJobs.resultFileKey }).from(importJobs).where(listing);
  if (rows.length) await db.update(importJobs).set({ resultFileKey: null }).where(listing);
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Their requests: kept for the history that points at them, holding nothing they wrote. */
async function anonymiseRequests(db: Database, userId: string, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.delete(chatRooms).where(inArray(chatRooms.requestId, requestIds));
  await db.delete(meetLinks).where(inArray(meetLinks.requestId, requestIds));
  await db
    .update(donationRequests)
    .set({
      title: ERASED_TEXT,
      description: ERASED_TEXT,
      brief: null,
      name: sql`'removed-' || ${donationRequests.id}`,
      units: null,
      flagReason: null,
      status: REQUEST_STATUS.deleted,
      isPrivate: true,
      updatedAt: new Date(),
    })
    .where(eq(donationRequests.createdBy, userId));
}

/** What they wrote in other people's places keeps its place but not its words. */
async function redactWritings(db: Database, person: ErasedPerson): Promise<void> {
  const userId = person.user.id;
  const now = new Date();
  await db
    .update(comments)
    .set({ text: ERASED_TEXT, updatedAt: now, deletedAt: sql`coalesce(${comments.deletedAt}, now())` })
    .where(eq(comments.userId, userId));
  await db
    .update(chatMessages)
    .set({ text: ERASED_TEXT, senderId: null })
    .where(eq(chatMessages.senderId, userId));
  await db
    .update(meetLinks)
    .set({ description: ERASED_TEXT, updatedAt: now })
    .where(eq(meetLinks.createdBy, userId));
}

/** Health data where they are the patient goes; other people's records keep what is theirs. */
async function removeHealthData(db: Database, userId: string): Promise<void> {
  await db.delete(patientRegistrations).where(eq(patientRegistrations.userId, userId));
  await db
    .update(patientRegistrations)
    .set({ updatedBy: null })
    .where(eq(patientRegistrations.updatedBy, userId));
  await db.delete(prescriptions).where(eq(prescriptions.patientId, userId));
  await db
    .update(prescriptions)
    .set({ doctor: sql`jsonb_set(${prescriptions.doctor}, '{email}', '""')` })
    .where(eq(prescriptions.doctorId, userId));
  await db.delete(appointments).where(eq(appointments.patientId, userId));
  await db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: userId, updatedAt: new Date() })
    .where(
      and(
        eq(appointments.doctorId, userId),
        eq(appointments.status, 'booked'),
        sql`${appointments.startTime} > now()`,
      ),
    );
  await db.update(appointments).set({ note: '' }).where(eq(appointments.createdBy, userId));
}

/**
 * Their account's rows the data map cannot find by a column: login throttle counters keyed by their
 * account (its id, with the address of each client that mistyped its password) or by the account name
 * they typed, and their own verification submissions (a facility's are the facility's).
 */
async function removeAccountRows(db: Database, person: ErasedPerson): Promise<void> {
  const userId = person.user.id;
  const accounts = [userId, ...person.identifiers, person.user.username].filter(
    (value): value is string => !!value,
  );
  for (const account of accounts) {
    await db
      .delete(authThrottle)
      .where(sql`starts_with(lower(${authThrottle.key}), ${`login:${account.toLowerCase()}`})`);
  }
  await db
    .delete(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), ne(verificationRequests.kind, 'organization')));
}

/** Donations, to requests and to events, stay for the accounts, with nothing that says who gave them. */
async function anonymiseDonations(db: Database, person: ErasedPerson): Promise<void> {
  await db
    .update(donations)
    .set({ donorUserId: null, guestName: null, guestEmail: null, message: null, anonymous: true })
    .where(
      or(
        eq(donations.donorUserId, person.user.id),
        sql`lower(${donations.guestEmail}) = ${person.user.email.toLowerCase()}`,
      ),
    );
  await db
    .update(eventDonations)
    .set({ donorUserId: null, guestName: null, guestEmail: null, message: null })
    .where(
      or(
        eq(eventDonations.donorUserId, person.user.id),
        sql`lower(${eventDonations.guestEmail}) = ${person.user.email.toLowerCase()}`,
      ),
    );
}

/** Rows of other tables that quote their e-mail address or phone number, or tell others about them. */
async function sweepTraces(db: Database, person: ErasedPerson, requestIds: string[]): Promise<void> {
  const userId = person.user.id;
  const ids = person.identifiers;
  const requestLinks = requestIds.map((id) => `%${id}%`);
  // A facility they acted for may have been given their own address as its contact: it stays without one.
  await db
    .update(organizations)
    .set({ orgEmail: null, orgEmailVerifiedAt: null, orgEmailTokenHash: null, orgEmailTokenExpiresAt: null })
    .where(sql`lower(${organizations.orgEmail}) = ${person.user.email.toLowerCase()}`);
  await db
    .delete(notifications)
    .where(
      or(
        eq(notifications.userId, userId),
        eq(notifications.actorId, userId),
        ...requestLinks.map((pattern) => sql`${notifications.link} ilike ${pattern}`),
      ),
    );
  // Mails, texts and push jobs to them, quoting their address or phone, or telling others of them by name.
  const mail = sql`${mailOutbox.to} || ' ' || ${mailOutbox.subject} || ' ' || ${mailOutbox.text} || ' ' || coalesce(${mailOutbox.html}, '')`;
  await db.delete(mailOutbox).where(or(mentions(mail, ids), quotes(mail, person.names)));
  const text = sql`${smsOutbox.to} || ' ' || ${smsOutbox.text}`;
  await db.delete(smsOutbox).where(or(mentions(text, ids), quotes(text, person.names)));
  const payload = sql`${jobs.payload}::text`;
  await db.delete(jobs).where(or(mentions(payload, ids), quotes(payload, person.names)));
  // A chat notice still waiting to go out is not for them any more (the others still get theirs).
  await db
    .update(jobs)
    .set({
      payload: sql`jsonb_set(${jobs.payload}, '{recipientIds}', (${jobs.payload} -> 'recipientIds') - ${userId}::text)`,
    })
    .where(sql`${jobs.payload} -> 'recipientIds' @> jsonb_build_array(${userId}::text)`);
  await db.delete(eventOutbox).where(mentions(sql`${eventOutbox.payload}::text`, ids));
  // One use of a coupon per person is keyed by their account and their address (modules/coupons).
  await db
    .delete(couponRedemptions)
    .where(
      inArray(couponRedemptions.personKey, [`user:${userId}`, `email:${person.user.email.toLowerCase()}`]),
    );
  await db
    .update(activityLog)
    .set({ ip: null })
    .where(or(eq(activityLog.userId, userId), eq(activityLog.subjectId, userId)));
  await db
    .update(activityLog)
    .set({ details: {} })
    .where(mentions(sql`${activityLog.details}::text`, ids));
  // A bulk import that created their account keeps its other rows and its counts.
  const keep = (column: SQL) =>
    sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${column}) e where not (${mentions(sql`e::text`, ids)})), '[]'::jsonb)`;
  await db
    .update(importJobs)
    .set({ rows: keep(sql`${importJobs.rows}`), errors: keep(sql`${importJobs.errors}`) })
    .where(mentions(sql`${importJobs.rows}::text || ${importJobs.errors}::text`, ids));
}

/** The tombstone: the row others point at, holding nothing personal. */
async function tombstone(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      username: null,
      name: { ...ERASED_USER_NAME },
      email: `erased-${userId}@invalid`,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      // Not an argon2 hash: verifyPassword fails on it, so no password ever signs in.
      passwordHash: '!erased',
      roles: [],
      gender: null,
      occupation: null,
      address: {},
      profileImageUrl: null,
      imageUrl: null,
      referralCode: null,
      // Who referred the person is theirs too; the referrer's list leaves erased accounts out anyway.
      referredBy: null,
      summary: null,
      linkedInProfileUrl: null,
      twitterProfileUrl: null,
      educationalQualification: null,
      details: {},
      profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted,
      sourceOfSignup: null,
      erasedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
}

/**
 * Erases the person's data in one transaction and answers the storage keys whose bytes to delete once
 * it has committed (bytes go after the rows, so no row is left pointing at nothing).
 */
export function eraseRows(db: Database, person: ErasedPerson): Promise<string[]> {
  return db.transaction(async (tx) => {
    const userId = person.user.id;
    const requestIds = (
      await tx
        .select({ id: donationRequests.id })
        .from(donationRequests)
        .where(eq(donationRequests.createdBy, userId))
    ).map((row) => row.id);
    const keys = [
      ...(await filesToRemove(tx, userId, requestIds)),
      ...(await importResultsListing(tx, person.identifiers)),
    ];
    await redactWritings(tx, person);
    await anonymiseRequests(tx, userId, requestIds);
    await removeHealthData(tx, userId);
    await deleteMappedRows(tx, { id: userId, email: person.user.email });
    await removeAccountRows(tx, person);
    await anonymiseDonations(tx, person);
    await sweepTraces(tx, person, requestIds);
    if (keys.length) await tx.delete(files).where(inArray(files.key, keys));
    await tombstone(tx, userId);
    return keys;
  });
}
