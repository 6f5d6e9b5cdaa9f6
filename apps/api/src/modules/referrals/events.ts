import type { ActivityCategories } from '../../platform/audit';

/** Domain events of referrals. Their payloads hold no address: who was invited is the invitee's business. */
export const REFERRAL_EVENTS = {
  invited: 'referral.invited',
  joined: 'referral.joined',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [REFERRAL_EVENTS.invited]: Record<string, never>;
    [REFERRAL_EVENTS.joined]: { referrerId: string };
  }
}

/** Inviting and joining are things a person does with their own account: the 'Account' category. */
export const referralActivityCategories: ActivityCategories = {
  [REFERRAL_EVENTS.invited]: 'Account',
  [REFERRAL_EVENTS.joined]: 'Account',
};
