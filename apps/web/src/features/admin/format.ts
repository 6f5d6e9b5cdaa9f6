import {
  PROFILE_VERIFICATION,
  PROFILE_VERIFICATION_LABELS,
  type ProfileVerificationStatus,
} from '@carenet/shared';
import { formatNumber, t, tm } from '../../lib/i18n';

/** docs/screens-and-flows.md#formats: numbers with thousands commas (Indian grouping in Hindi). */
export const formatCount = (value: number): string => formatNumber(value);

export function verificationLabel(status: number): string {
  const label = PROFILE_VERIFICATION_LABELS[status as ProfileVerificationStatus];
  return label ? tm(label) : t('Unknown');
}

/** The badge colour of a verification state. */
export function verificationColor(status: number): string {
  if (status === PROFILE_VERIFICATION.verified) return 'green';
  if (status === PROFILE_VERIFICATION.pending) return 'yellow';
  if (status === PROFILE_VERIFICATION.rejected) return 'red';
  return 'gray';
}
