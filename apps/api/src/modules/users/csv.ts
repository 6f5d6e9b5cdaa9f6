import { PROFILE_VERIFICATION, fullName } from '@carenet/shared';
import { toCsv } from '../../platform/csv';
import type { UserRow } from '../../platform/db/schema';

export const USERS_CSV_HEADER = ['name', 'email', 'phone', 'roles', 'verified', 'createdAt'] as const;

/** The administrators' user export of GET /users?isDownload=true. */
export function usersCsv(rows: readonly UserRow[]): string {
  return toCsv(
    USERS_CSV_HEADER,
    rows.map((row) => [
      fullName(row.name),
      row.email,
      row.phone,
      row.roles.join('; '),
      row.profileVerificationStatus === PROFILE_VERIFICATION.verified ? 'yes' : 'no',
      row.createdAt.toISOString(),
    ]),
  );
}
