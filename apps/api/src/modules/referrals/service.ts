import { REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES, fullName, referralInvitePath } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { canSendInvitations } from './policy';
import { ensureReferralCode, findReferrerByCode, listReferredBy, type ReferredUserRow } from './repository';

export interface ReferralsView {
  code: string | null;
  joined: ReferredUserRow[];
  mayInvite: boolean;
}

/** GET /referrals: the viewer's code (made once they may invite) and who joined through their links. */
export async function referralsOf(ctx: AppContext, principal: Principal): Promise<ReferralsView> {
  const mayInvite = canSendInvitations(principal);
  const code = mayInvite ? await ensureReferralCode(ctx.db, principal.userId) : principal.user.referralCode;
  return { code, joined: await listReferredBy(ctx.db, principal.userId), mayInvite };
}

/** GET /referrals/code/{code}: the inviter's name, for the /invitation page; an unknown code is 404. */
export async function referrerNameFor(ctx: AppContext, code: string): Promise<string> {
  const referrer = await findReferrerByCode(ctx.db, code);
  if (!referrer) throw AppError.notFound(REFERRAL_MESSAGES.linkNotValid);
  return fullName(referrer.name);
}

/**
 * Who referred a person signing up with this code. A code that names no one (mistyped, or its owner's
 * account is gone) does not stop the sign-up: the person simply has no referrer.
 */
export async function referrerIdForSignup(db: Database, code: string | undefined): Promise<string | null> {
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return null;
  return (await findReferrerByCode(db, code))?.id ?? null;
}

/** The link an invitation to `email` carries: the sender's code with the address, base64-encoded. */
export async function referralInviteUrl(ctx: AppContext, senderId: string, email: string): Promise<string> {
  const code = await ensureReferralCode(ctx.db, senderId);
  return new URL(referralInvitePath({ code, email }), ctx.config.publicUrl).toString();
}
