import { fullName } from '@carenet/shared';
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
      row.profileVerificationStatus === 1 ? 'yes' : 'no',
      row.createdAt.toISOString(),
    ]),
  );
}
