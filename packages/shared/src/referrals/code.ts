/**
 * The invite link of 'Refer a doctor' carries the referrer's code base64-encoded with the invited
 * e-mail address (docs/referrals-and-short-links.md): `/invitation#referral=<base64url of "code:email">`.
 * Codes are letters and digits, so the first ':' ends the code.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const REFERRAL_HASH_PREFIX = 'referral=';

export interface ReferralInvite {
  code: string;
  email: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeReferralInvite(invite: ReferralInvite): string {
  return toBase64Url(`${invite.code}:${invite.email}`);
}

/** The code and e-mail of an invite link's token; null for anything that is not one. */
export function decodeReferralInvite(token: string): ReferralInvite | null {
  const text = fromBase64Url(token);
  if (!text) return null;
  const colon = text.indexOf(':');
  const code = text.slice(0, colon);
  const email = text.slice(colon + 1);
  if (colon < 0 || !REFERRAL_CODE_PATTERN.test(code) || !email.includes('@')) return null;
  return { code, email };
}

/** The invite link's path, hash included (the hash never reaches a server log). */
export const referralInvitePath = (invite: ReferralInvite): string =>
  `/invitation#${REFERRAL_HASH_PREFIX}${encodeReferralInvite(invite)}`;
