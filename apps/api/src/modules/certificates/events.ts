import type { ActivityCategories } from '../../platform/audit';

/** Domain events of certificates. */
export const CERTIFICATE_EVENTS = {
  issued: 'certificate.issued',
  downloaded: 'certificate.downloaded',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    /** `recipientId` is who holds it; the actor is who caused it (the owner who marked the work completed). */
    [CERTIFICATE_EVENTS.issued]: { kind: string; sourceId: string; recipientId: string };
    [CERTIFICATE_EVENTS.downloaded]: Record<string, never>;
  }
}

/** A certificate is part of its holder's account: the 'Account' category. */
export const certificateActivityCategories: ActivityCategories = {
  [CERTIFICATE_EVENTS.issued]: 'Account',
  [CERTIFICATE_EVENTS.downloaded]: 'Account',
};
