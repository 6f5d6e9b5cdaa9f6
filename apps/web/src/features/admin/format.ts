import {
  PROFILE_VERIFICATION,
  PROFILE_VERIFICATION_LABELS,
  type ProfileVerificationStatus,
} from '@carenet/shared';

const NUMBER = new Intl.NumberFormat('en-US');

/** docs/screens-and-flows.md#formats: numbers with thousands commas. */
export const formatCount = (value: number): string => NUMBER.format(value);

export function verificationLabel(status: number): string {
  return PROFILE_VERIFICATION_LABELS[status as ProfileVerificationStatus] ?? 'Unknown';
}

/** The badge colour of a verification state. */
export function verificationColor(status: number): string {
  if (status === PROFILE_VERIFICATION.verified) return 'green';
  if (status === PROFILE_VERIFICATION.pending) return 'yellow';
  if (status === PROFILE_VERIFICATION.rejected) return 'red';
  return 'gray';
}
