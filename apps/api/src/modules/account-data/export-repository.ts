import { aliasedTable, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  certificates,
  appointments,
  assistantConversations,
  assistantMessages,
  chatMessages,
  chatRooms,
  comments,
  donationRequestResponses,
  donationRequests,
  donations,
  favourites,
  files,
  medicalRecords,
  patientConsents,
  patientRegistrations,
  paymentAccounts,
  prescriptions,
  uploadedImages,
  users,
  type AppointmentRow,
  type AssistantConversationRow,
  type AssistantMessageRow,
  type CertificateRow,
  type ChatMessageRow,
  type CommentRow,
  type DonationRequestResponseRow,
  type DonationRequestRow,
  type DonationRow,
  type FileRow,
  type MedicalRecordRow,
  type PatientConsentRow,
  type PatientRegistrationRow,
  type PaymentAccountRow,
  type PersonName,
  type PrescriptionRow,
  type UploadedImageRow,
  type UserRow,
} from '../../platform/db/schema';

export interface AppointmentWithParties {
  appointment: AppointmentRow;
  doctorName: PersonName;
  patientName: PersonName;
}

/** A conversation with the medical assistant and its turns, oldest first. */
export interface AssistantConversationWithMessages {
  conversation: AssistantConversationRow;
  messages: AssistantMessageRow[];
}

export interface ConversationMessage {
  message: ChatMessageRow;
  requestId: string;
  senderName: PersonName | null;
}

/** Everything CareNet holds about one person, as GET /user/{id}/export packs it. */
export interface AccountData {
  user: UserRow;
  registration: PatientRegistrationRow | null;
  consents: PatientConsentRow[];
  requests: DonationRequestRow[];
  records: MedicalRecordRow[];
  images: UploadedImageRow[];
  prescriptions: PrescriptionRow[];
  appointments: AppointmentWithParties[];
  /** The conversations of their own requests, and what they said in other people's. */
  messages: ConversationMessage[];
  comments: CommentRow[];
  applications: DonationRequestResponseRow[];
  donations: DonationRow[];
  favouriteRequestIds: string[];
  paymentAccounts: PaymentAccountRow[];
  assistantConversations: AssistantConversationWithMessages[];
  certificates: CertificateRow[];
  /** The stored files that go in the archive: their uploads and the files of their records. */
  files: FileRow[];
}

async function appointmentsOf(db: Database, userId: string): Promise<AppointmentWithParties[]> {
  const doctor = aliasedTable(users, 'doctor');
  const patient = aliasedTable(users, 'patient');
  return db
    .select({ appointment: appointments, doctorName: doctor.name, patientName: patient.name })
    .from(appointments)
    .innerJoin(doctor, eq(doctor.id, appointments.doctorId))
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .where(or(eq(appointments.patientId, userId), eq(appointments.doctorId, userId)))
    .orderBy(asc(appointments.startTime));
}

async function messagesOf(db: Database, userId: string): Promise<ConversationMessage[]> {
  const rows = await db
    .select({ message: chatMessages, requestId: chatRooms.requestId, senderName: users.name })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .innerJoin(donationRequests, eq(donationRequests.id, chatRooms.requestId))
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(or(eq(donationRequests.createdBy, userId), eq(chatMessages.senderId, userId)))
    .orderBy(asc(chatRooms.requestId), asc(chatMessages.seq));
  return rows;
}

async function assistantConversationsOf(
  db: Database,
  userId: string,
): Promise<AssistantConversationWithMessages[]> {
  const conversations = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(asc(assistantConversations.createdAt));
  if (!conversations.length) return [];
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(
      inArray(
        assistantMessages.conversationId,
        conversations.map((conversation) => conversation.id),
      ),
    )
    .orderBy(asc(assistantMessages.createdAt));
  return conversations.map((conversation) => ({
    conversation,
    messages: messages.filter((message) => message.conversationId === conversation.id),
  }));
}

async function filesOf(
  db: Database,
  userId: string,
  records: MedicalRecordRow[],
  images: UploadedImageRow[],
) {
  const keys = [...records.map((r) => r.fileKey), ...images.flatMap((i) => [i.fileKey, i.resizedKey])];
  return db
    .select()
    .from(files)
    .where(keys.length ? or(eq(files.ownerId, userId), inArray(files.key, keys)) : eq(files.ownerId, userId))
    .orderBy(asc(files.createdAt));
}

export async function collectAccountData(db: Database, user: UserRow): Promise<AccountData> {
  const userId = user.id;
  const [registration] = await db
    .select()
    .from(patientRegistrations)
    .where(eq(patientRegistrations.userId, userId));
  const records = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.userId, userId))
    .orderBy(asc(medicalRecords.date));
  const images = await db
    .select()
    .from(uploadedImages)
    .where(eq(uploadedImages.userId, userId))
    .orderBy(asc(uploadedImages.createdAt));
  return {
    user,
    registration: registration ?? null,
    consents: await db
      .select()
      .from(patientConsents)
      .where(eq(patientConsents.userId, userId))
      .orderBy(asc(patientConsents.grantedAt)),
    requests: await db
      .select()
      .from(donationRequests)
      .where(eq(donationRequests.createdBy, userId))
      .orderBy(asc(donationRequests.createdAt)),
    records,
    images,
    prescriptions: await db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.patientId, userId))
      .orderBy(asc(prescriptions.createdAt)),
    appointments: await appointmentsOf(db, userId),
    messages: await messagesOf(db, userId),
    comments: await db
      .select()
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    applications: await db
      .select()
      .from(donationRequestResponses)
      .where(eq(donationRequestResponses.userId, userId))
      .orderBy(asc(donationRequestResponses.createdAt)),
    donations: await db
      .select()
      .from(donations)
      .where(eq(donations.donorUserId, userId))
      .orderBy(asc(donations.createdAt)),
    favouriteRequestIds: (
      await db.select({ id: favourites.requestId }).from(favourites).where(eq(favourites.userId, userId))
    ).map((row) => row.id),
    paymentAccounts: await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)),
    assistantConversations: await assistantConversationsOf(db, userId),
    certificates: await db
      .select()
      .from(certificates)
      .where(eq(certificates.recipientId, userId))
      .orderBy(asc(certificates.issuedAt)),
    files: await filesOf(db, userId, records, images),
  };
}
