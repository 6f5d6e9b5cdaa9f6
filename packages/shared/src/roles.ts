/** Roles as stored on a user (docs/roles-and-permissions.md#roles Roles). 'facility' is an accepted spelling of 'facilities'. */
export const ROLES = ['patient', 'doctor', 'facilities', 'admin', 'superAdmin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a user may pick for themselves in 'Select Your Role' (docs/screens-and-flows.md#flows Role picker). */
export const SELECTABLE_ROLES = ['patient', 'doctor', 'facilities'] as const;
export type SelectableRole = (typeof SELECTABLE_ROLES)[number];

export const ROLE_LABELS: Record<SelectableRole, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  facilities: 'Facilities',
};

/** Roles nobody can grant to themselves. */
export const PRIVILEGED_ROLES = [
  'admin',
  'superAdmin',
  'owner',
  'volunteerAdmin',
  'finAdmin',
  'talradioAdmin',
];

export interface RoleFlags {
  admin: boolean;
  volunteerAdmin: boolean;
  superAdmin: boolean;
  finAdmin: boolean;
  talradioAdmin: boolean;
  patient: boolean;
  doctor: boolean;
  facilities: boolean;
  organization2: boolean;
}

/** Normalises role spellings so 'facility' and 'facilities' mean the same thing everywhere. */
export function normaliseRole(role: string): string {
  return role === 'facility' ? 'facilities' : role;
}

/**
 * The roles whose profile an administrator verifies (docs/roles-and-permissions.md#verification-of-clinicians);
 * for any other role, verified or not means nothing.
 */
export function roleIsVerified(role: string): boolean {
  const normalised = normaliseRole(role);
  return normalised === 'doctor' || normalised === 'facilities';
}

/** Role flags of docs/roles-and-permissions.md#roles, derived the same way by the API and the web app. */
export function deriveRoleFlags(roles: readonly string[] | null | undefined): RoleFlags {
  const set = new Set((roles ?? []).map(normaliseRole));
  return {
    admin: set.has('admin') || set.has('superAdmin'),
    volunteerAdmin: set.has('volunteerAdmin'),
    superAdmin: set.has('superAdmin'),
    finAdmin: set.has('finAdmin'),
    talradioAdmin: set.has('talradioAdmin'),
    patient: set.has('patient'),
    doctor: set.has('doctor'),
    facilities: set.has('facilities'),
    organization2: set.has('organization2'),
  };
}

/**
 * The single role a screen acts on (docs/roles-and-permissions.md#primary-role: "the last matching role wins"), checked in the order
 * patient, doctor, facilities, admin, superAdmin.
 */
export function primaryRole(roles: readonly string[] | null | undefined): Role | null {
  const set = new Set((roles ?? []).map(normaliseRole));
  let winner: Role | null = null;
  for (const role of ['patient', 'doctor', 'facilities', 'admin', 'superAdmin'] as const) {
    if (set.has(role)) winner = role;
  }
  return winner;
}

/** docs/roles-and-permissions.md#choosing-a-role Role picker: shown to a signed-in user with none of admin, patient, doctor, facilities. */
export function needsRolePicker(roles: readonly string[] | null | undefined): boolean {
  const flags = deriveRoleFlags(roles);
  return !flags.admin && !flags.patient && !flags.doctor && !flags.facilities;
}
