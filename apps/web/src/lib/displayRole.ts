import { normaliseRole, primaryRole } from '@carenet/shared';

/**
 * How the screens show a person: their primary role (docs/roles-and-permissions.md#primary-role: the
 * last matching role wins, as the server picks their feed). It chooses words, pictures, the guided tour
 * and the menu's layout only. Whether someone may open a screen or take an action is never read here:
 * that is the abilities the API sends (lib/abilities.ts), and src/test/roleChecks.test.ts keeps every
 * other file from reading roles.
 */
export type DisplayRole = 'patient' | 'doctor' | 'facility' | 'administrator';

const DISPLAY_ROLES = {
  patient: 'patient',
  doctor: 'doctor',
  facilities: 'facility',
  admin: 'administrator',
  superAdmin: 'administrator',
} as const satisfies Record<string, DisplayRole>;

/** The role a person is shown as, or null while they have none yet. */
export function displayRoleOf(roles: readonly string[] | null | undefined): DisplayRole | null {
  const role = primaryRole(roles);
  return role && role in DISPLAY_ROLES ? DISPLAY_ROLES[role as keyof typeof DISPLAY_ROLES] : null;
}

/** Whether someone holds a role, to show it (a 'Doctor' line, a doctor's avatar, a doctor's page address). */
export function holdsRole(roles: readonly string[], role: 'doctor' | 'facilities'): boolean {
  return roles.some((held) => normaliseRole(held) === role);
}
