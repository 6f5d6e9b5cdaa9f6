import {
  EVENT_REGISTRATION_STATUS,
  type EventDonationDto,
  type EventDto,
  type EventRegistrationDto,
  type EventRegistrationStatus,
} from '@carenet/shared';
import type { EventDonationRow, EventRegistrationRow, EventRow } from '../../platform/db/schema';

export function presentEvent(
  row: EventRow,
  options: { mayUpdate: boolean; counts?: { total: number; checkedIn: number } },
): EventDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    venue: row.venue,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    registrationOpen: row.registrationOpen,
    fee: row.fee,
    currency: row.currency,
    packagePlan: row.packagePlan,
    ...(options.counts ? { registrations: options.counts.total, checkedIn: options.counts.checkedIn } : {}),
    abilities: { update: options.mayUpdate },
  };
}

export const presentRegistration = (
  row: EventRegistrationRow,
  discountPercent: number | null = null,
): EventRegistrationDto => ({
  _id: row.id,
  eventId: row.eventId,
  fullName: row.fullName,
  email: row.email,
  amountDue: row.amountDue,
  currency: row.currency,
  discountPercent,
  status: row.status as EventRegistrationStatus,
  confirmationExpiresAt:
    row.status === EVENT_REGISTRATION_STATUS.unconfirmed
      ? (row.confirmationExpiresAt?.toISOString() ?? null)
      : null,
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const presentEventDonation = (
  row: EventDonationRow,
  checkoutUrl: string | null,
): EventDonationDto => ({
  _id: row.id,
  eventId: row.eventId,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  driver: row.driver,
  checkoutUrl,
  createdAt: row.createdAt.toISOString(),
});
