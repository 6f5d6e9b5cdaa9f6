import { FACILITY_TYPE_LABELS, FACILITY_VERIFIED, type FacilityType } from '@carenet/shared';
import { toCsv } from '../../platform/csv';
import type { OrganizationRow } from '../../platform/db/schema';

export const ORGANIZATIONS_CSV_HEADER = [
  'orgName',
  'orgType',
  'verified',
  'services',
  'orgEmail',
  'websiteUrl',
  'city',
  'state',
  'country',
  'createdAt',
] as const;

/** The administrators' facility export of GET /organization?isDownload=true (formula-safe, as every CSV). */
export function organizationsCsv(rows: readonly OrganizationRow[]): string {
  return toCsv(
    ORGANIZATIONS_CSV_HEADER,
    rows.map((row) => [
      row.orgName,
      FACILITY_TYPE_LABELS[row.orgType as FacilityType] ?? row.orgType,
      row.status === FACILITY_VERIFIED ? 'yes' : 'no',
      row.facilityServices.join('; '),
      row.orgEmail,
      row.websiteUrl,
      row.orgAddress.city,
      row.orgAddress.state,
      row.orgAddress.country,
      row.createdAt.toISOString(),
    ]),
  );
}
