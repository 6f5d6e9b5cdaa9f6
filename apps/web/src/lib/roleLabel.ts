import { primaryRole } from '@carenet/shared';

const LABELS: Record<string, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  facilities: 'Facility',
  admin: 'Administrator',
  superAdmin: 'Super administrator',
};

/** The name of the role a user acts as (docs/roles-and-permissions.md#primary-role: the last matching role wins). */
export function roleLabel(roles: readonly string[]): string {
  const role = primaryRole(roles);
  return role ? (LABELS[role] ?? role) : 'No role yet';
}
