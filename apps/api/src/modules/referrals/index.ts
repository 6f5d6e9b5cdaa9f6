// The module's public surface: what other modules may import from it.
export { REFERRAL_EVENTS } from './events';
export { canSendInvitations } from './policy';
export { referralInviteUrl, referrerIdForSignup } from './service';
