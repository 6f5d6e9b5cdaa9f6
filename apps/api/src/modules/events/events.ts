import type { ActivityCategories } from '../../platform/audit';

/** Domain events of events (the gatherings): no payload holds a registrant's name or address. */
export const EVENT_EVENTS = {
  created: 'event.created',
  updated: 'event.updated',
  /** A registration waits for its address to be confirmed from the e-mail; it holds no place yet. */
  registrationRequested: 'event.registration_requested',
  /** A registration holds its place: at once for a signed-in person's verified address, else when confirmed. */
  registered: 'event.registered',
  checkedIn: 'event.checked_in',
  registrationsViewed: 'event.registrations_viewed',
  donationReceived: 'event.donation_received',
  /** A provider's event moved a gift to an event to paid, failed or refunded. */
  donationSettled: 'event.donation_settled',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [EVENT_EVENTS.created]: { slug: string };
    [EVENT_EVENTS.updated]: { slug: string };
    [EVENT_EVENTS.registrationRequested]: { eventId: string; guest: boolean; coupon: boolean };
    [EVENT_EVENTS.registered]: { eventId: string; guest: boolean; coupon: boolean; amountDue: number };
    [EVENT_EVENTS.checkedIn]: { eventId: string; registrationId: string };
    [EVENT_EVENTS.registrationsViewed]: { eventId: string; count: number };
    [EVENT_EVENTS.donationReceived]: {
      eventId: string;
      amount: number;
      currency: string;
      status: string;
      driver: string;
      guest: boolean;
    };
    [EVENT_EVENTS.donationSettled]: {
      eventId: string;
      amount: number;
      currency: string;
      status: 'paid' | 'failed' | 'refunded';
      providerEventId: string;
    };
  }
}

/** Managing events and checking people in is administration; registering is a sign-up of its own kind. */
export const eventActivityCategories: ActivityCategories = {
  [EVENT_EVENTS.created]: 'Administration',
  [EVENT_EVENTS.updated]: 'Administration',
  [EVENT_EVENTS.registrationRequested]: 'Register',
  [EVENT_EVENTS.registered]: 'Register',
  [EVENT_EVENTS.checkedIn]: 'Administration',
  [EVENT_EVENTS.registrationsViewed]: 'Administration',
  [EVENT_EVENTS.donationReceived]: 'Donation Request',
  [EVENT_EVENTS.donationSettled]: 'Donation Request',
};
