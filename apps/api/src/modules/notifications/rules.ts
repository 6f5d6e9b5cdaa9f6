import {
  FACILITY_INVITATIONS_PATH,
  MY_CERTIFICATES_PATH,
  REQUEST_STATUS,
  REQUEST_STATUSES,
  TREATMENT_STATUS_LABELS,
  formatDonationAmount,
  type NotificationType,
} from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import type { DomainEvent, EventType } from '../../platform/events';
import { APPLICATION_EVENTS } from '../applications';
import { APPOINTMENT_EVENTS } from '../appointments';
import { DONATION_EVENTS } from '../donations';
import { MEET_LINK_EVENTS } from '../meet-links';
import { ORGANIZATION_MEMBER_EVENTS } from '../organization-members';
import { PRESCRIPTION_EVENTS } from '../prescriptions';
import { REQUEST_EVENTS } from '../requests';
import { deliver } from './delivery';
import type { NotificationDraft } from './drafts';
import { displayName, requestFacts, type RequestFacts } from './lookups';

type Compose<K extends EventType> = (ctx: AppContext, event: DomainEvent<K>) => Promise<NotificationDraft[]>;

/** Which event notifies whom: subscribing it, for the app it is given. */
export type NotificationRule = (ctx: AppContext) => void;

/** A durable subscription: a notification is never lost to a crash after the change committed. */
function notifyOn<K extends EventType>(type: K, compose: Compose<K>): NotificationRule {
  return (ctx) =>
    ctx.events.subscribe('notifications', type, async (event) => deliver(ctx, await compose(ctx, event)));
}

const requestLink = (request: RequestFacts) => `/donationRequest/${request.id}`;
/** docs/api-contract.md: a user's list filters healthRequest (patients' requests) and campaign (everyone else's). */
const typeOf = (request: RequestFacts): NotificationType =>
  request.creatorType === 'patient' ? 'healthRequest' : 'campaign';

/** A notification about a request, for its creator. */
async function toCreator(
  ctx: AppContext,
  event: DomainEvent,
  compose: (request: RequestFacts, actor: string) => { title: string; body: string } | null,
): Promise<NotificationDraft[]> {
  const request = await requestFacts(ctx.db, event.subjectId);
  if (!request) return [];
  const text = compose(request, await displayName(ctx.db, event.actorId));
  if (!text) return [];
  return [
    {
      userId: request.createdBy,
      type: typeOf(request),
      kind: 'requestUpdates',
      event: event.type,
      link: requestLink(request),
      actorId: event.actorId,
      ...text,
    },
  ];
}

/** Moderation outcomes a creator hears about (docs/api-contract.md#entities-and-field-names codes). */
const MODERATION_NEWS: Record<number, string> = {
  [REQUEST_STATUS.approved]: 'is approved and visible to others',
  [REQUEST_STATUS.rejected]: 'was not approved',
  [REQUEST_STATUS.spam]: 'was marked as spam',
  [REQUEST_STATUS.expired]: 'has expired',
  [REQUEST_STATUS.deactivated]: 'was deactivated',
  [REQUEST_STATUS.onHold]: 'is on hold',
};

/** What an invitation by id offers, in the words the invitee reads. */
const FACILITY_ROLE_OFFERS: Record<string, string> = {
  owner: 'You are invited as an owner. Accept or decline it in Facility invitations.',
  admin: 'You are invited as an admin. Accept or decline it in Facility invitations.',
  member: 'You are invited as a member. Accept or decline it in Facility invitations.',
};

/** Which domain events notify whom, and in what words. */
export const NOTIFICATION_RULES: NotificationRule[] = [
  notifyOn(REQUEST_EVENTS.statusChanged, (ctx, event) =>
    toCreator(ctx, event, (request) => {
      const news = MODERATION_NEWS[event.data.to];
      if (!news) return null;
      return {
        title: `Your request ${news}`,
        body: `“${request.title}” is now ${REQUEST_STATUSES[String(event.data.to)]?.label ?? 'changed'}.`,
      };
    }),
  ),

  notifyOn(REQUEST_EVENTS.reported, (ctx, event) =>
    toCreator(ctx, event, (request) => ({
      title: 'Your request was reported',
      body: `An administrator will review the report on “${request.title}”. Until then nothing changes.`,
    })),
  ),

  notifyOn(REQUEST_EVENTS.accepted, (ctx, event) =>
    toCreator(ctx, event, (request, doctor) => ({
      title: `${doctor} accepted your request`,
      body: `“${request.title}” has a doctor. You can message them from the request.`,
    })),
  ),

  notifyOn(REQUEST_EVENTS.rejected, (ctx, event) =>
    toCreator(ctx, event, (request, doctor) => ({
      title: `${doctor} declined your request`,
      body: `“${request.title}” is open for another doctor.`,
    })),
  ),

  notifyOn(REQUEST_EVENTS.treatmentUpdated, (ctx, event) =>
    toCreator(ctx, event, (request, doctor) => {
      const label = (TREATMENT_STATUS_LABELS as Record<string, string | undefined>)[
        event.data.requestStatusByDoctor
      ];
      if (!label) return null;
      return { title: label, body: `${doctor} updated the treatment of “${request.title}”.` };
    }),
  ),

  notifyOn(REQUEST_EVENTS.updated, async (ctx, event) => {
    if (!event.data.orgId) return [];
    return toCreator(ctx, event, (request) => ({
      title: 'A facility was assigned to your request',
      body: `“${request.title}” is now looked after by a facility.`,
    }));
  }),

  notifyOn(REQUEST_EVENTS.doctorsAssigned, async (ctx, event) => {
    const added = event.data.addedDoctorIds;
    const request = await requestFacts(ctx.db, event.subjectId);
    if (!request || !added.length) return [];
    const common = {
      type: typeOf(request),
      kind: 'requestUpdates' as const,
      event: event.type,
      link: requestLink(request),
      actorId: event.actorId,
    };
    return [
      ...added.map((doctorId) => ({
        ...common,
        userId: doctorId,
        title: 'You were assigned to a request',
        body: `Please accept or decline “${request.title}”.`,
      })),
      {
        ...common,
        userId: request.createdBy,
        title:
          added.length === 1
            ? 'A doctor was assigned to your request'
            : 'Doctors were assigned to your request',
        body: `“${request.title}” will be reviewed by ${added.length === 1 ? 'a doctor' : `${added.length} doctors`}.`,
      },
    ];
  }),

  notifyOn(APPLICATION_EVENTS.received, async (ctx, event) => {
    const request = await requestFacts(ctx.db, event.subjectId);
    if (!request) return [];
    return [
      {
        userId: request.createdBy,
        type: typeOf(request),
        kind: 'applications',
        event: event.type,
        link: requestLink(request),
        actorId: event.actorId,
        title: 'New application',
        body: `${event.data.guest ? 'A guest' : await displayName(ctx.db, event.actorId)} applied to “${request.title}”.`,
      },
    ];
  }),

  notifyOn(APPLICATION_EVENTS.decided, async (ctx, event) => {
    const { applicantId, decision } = event.data;
    const request = await requestFacts(ctx.db, event.subjectId);
    if (!applicantId || decision !== 'accepted' || !request) return [];
    return [
      {
        userId: applicantId,
        type: typeOf(request),
        kind: 'applications',
        event: event.type,
        link: requestLink(request),
        actorId: event.actorId,
        title: 'Your application was accepted',
        body: `${await displayName(ctx.db, event.actorId)} accepted your application to “${request.title}”.`,
      },
    ];
  }),

  notifyOn(APPLICATION_EVENTS.completed, async (ctx, event) => {
    const { applicantId, certificateId } = event.data;
    const request = await requestFacts(ctx.db, event.subjectId);
    if (!applicantId || !request) return [];
    return [
      {
        userId: applicantId,
        type: typeOf(request),
        kind: 'applications',
        event: event.type,
        link: certificateId ? MY_CERTIFICATES_PATH : requestLink(request),
        actorId: event.actorId,
        title: certificateId ? 'Your certificate is ready' : 'Your work was marked completed',
        body: certificateId
          ? `“${request.title}” is marked completed. Download your certificate from My Certificates.`
          : `“${request.title}” is marked completed.`,
      },
    ];
  }),

  notifyOn(DONATION_EVENTS.received, async (ctx, event) => {
    const request = await requestFacts(ctx.db, event.data.requestId);
    if (!request) return [];
    const amount = formatDonationAmount(event.data.amount, event.data.currency);
    const donor = event.data.guest ? 'A guest' : await displayName(ctx.db, event.actorId);
    return [
      {
        userId: request.createdBy,
        type: typeOf(request),
        kind: 'donations',
        event: event.type,
        link: requestLink(request),
        actorId: event.actorId,
        title: 'New donation',
        body: `${donor} pledged ${amount} to “${request.title}”.`,
      },
    ];
  }),

  notifyOn(PRESCRIPTION_EVENTS.written, async (ctx, event) => {
    const { patientId } = event.data;
    const request = await requestFacts(ctx.db, event.data.requestId);
    if (!patientId || !request) return [];
    return [
      {
        userId: patientId,
        type: 'prescription',
        kind: 'prescriptions',
        event: event.type,
        link: requestLink(request),
        actorId: event.actorId,
        title: 'New prescription',
        body: `${await displayName(ctx.db, event.actorId)} wrote you a prescription for “${request.title}”.`,
      },
    ];
  }),

  notifyOn(MEET_LINK_EVENTS.created, async (ctx, event) => {
    const request = await requestFacts(ctx.db, event.data.requestId);
    if (!request) return [];
    return [
      {
        userId: request.createdBy,
        type: 'appointment',
        kind: 'appointments',
        event: event.type,
        link: requestLink(request),
        actorId: event.actorId,
        title: 'New video meeting',
        body: `${await displayName(ctx.db, event.actorId)} set up a video meeting about “${request.title}”.`,
      },
    ];
  }),

  // An invitation by id: the person invited hears of it, and nothing changes until they answer.
  notifyOn(ORGANIZATION_MEMBER_EVENTS.invited, async (ctx, event) => {
    const { inviteeId, orgName, role } = event.data;
    if (!inviteeId || !orgName) return [];
    return [
      {
        userId: inviteeId,
        type: 'general',
        kind: 'facilityInvitations',
        event: event.type,
        link: FACILITY_INVITATIONS_PATH,
        actorId: event.actorId,
        title: `${await displayName(ctx.db, event.actorId)} invited you to join ${orgName}`,
        body: FACILITY_ROLE_OFFERS[role] ?? FACILITY_ROLE_OFFERS.member,
        // The organization-members module e-mails the invitation itself, whatever the preferences.
        email: false,
      },
    ];
  }),

  notifyOn(APPOINTMENT_EVENTS.booked, (ctx, event) => appointmentNews(ctx, event, 'booked')),
  notifyOn(APPOINTMENT_EVENTS.rescheduled, (ctx, event) => appointmentNews(ctx, event, 'moved')),
  notifyOn(APPOINTMENT_EVENTS.cancelled, (ctx, event) => appointmentNews(ctx, event, 'cancelled')),
  notifyOn(APPOINTMENT_EVENTS.reminder, async (_ctx, event) => {
    const { doctorId, patientId } = event.data;
    if (!doctorId || !patientId) return [];
    return [doctorId, patientId].map((userId) => ({
      userId,
      type: 'appointment' as const,
      kind: 'appointments' as const,
      event: event.type,
      link: '/member/myAppointments',
      actorId: null,
      title: 'Your appointment starts soon',
      body: 'Join the video call from My Appointments when it is time.',
      // The reminder e-mail has gone out already.
      email: false,
    }));
  }),
];

type AppointmentChange =
  | typeof APPOINTMENT_EVENTS.booked
  | typeof APPOINTMENT_EVENTS.rescheduled
  | typeof APPOINTMENT_EVENTS.cancelled;

/** Both parties hear of a booking, a move or a cancellation, except the one who made it. */
async function appointmentNews(
  ctx: AppContext,
  event: DomainEvent<AppointmentChange>,
  what: 'booked' | 'moved' | 'cancelled',
): Promise<NotificationDraft[]> {
  const { doctorId, patientId } = event.data;
  if (!doctorId || !patientId) return [];
  const actor = await displayName(ctx.db, event.actorId);
  // The time is left to My Appointments, which shows it in the reader's own time zone.
  return [doctorId, patientId].map((userId) => ({
    userId,
    type: 'appointment' as const,
    kind: 'appointments' as const,
    event: event.type,
    link: '/member/myAppointments',
    actorId: event.actorId,
    title: `Appointment ${what}`,
    body: `${actor} ${what} an appointment. My Appointments has the time and the meet link.`,
    // The appointments module e-mails both parties itself (confirmation, change, reminder).
    email: false,
  }));
}
