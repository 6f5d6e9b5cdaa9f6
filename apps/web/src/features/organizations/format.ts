import {
  FACILITY_TYPE_LABELS,
  type FacilityType,
  type OrganizationDto,
  type OrganizationMemberRole,
} from '@carenet/shared';
import { msg, t, tm } from '../../lib/i18n';

/** The facility's type in the page's language. */
export function facilityTypeLabel(orgType: string | null): string {
  const label = orgType && FACILITY_TYPE_LABELS[orgType as FacilityType];
  return label ? tm(label) : t('Healthcare facility');
}

/** "City, State" (or whichever of them is known), for a card. */
export function facilityPlace(org: OrganizationDto): string {
  return [org.orgAddress.city, org.orgAddress.state].filter(Boolean).join(', ');
}

/** The whole postal address on one line, for the facility page. */
export function facilityAddress(org: OrganizationDto): string {
  const { line1, line2, city, state, zip_code: zip, country } = org.orgAddress;
  return [line1, line2, city, [state, zip].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

/** docs/validation-and-limits.md: website links get http:// added when they have no scheme. */
export function websiteHref(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

/** How a member's role in a facility reads (msg()-marked: shown through t()). */
export const MEMBER_ROLE_LABELS: Record<OrganizationMemberRole, string> = {
  owner: msg('Owner'),
  admin: msg('Admin'),
  member: msg('Member'),
};
