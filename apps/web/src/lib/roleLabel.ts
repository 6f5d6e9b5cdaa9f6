import { primaryRole } from '@carenet/shared';
import { msg, t } from './i18n';

/*
 * The name of the role a person acts as, for words on screen only (lib/displayRole.ts says why roles
 * are read here at all). Apart from displayRole.ts so that the first load, which needs only the
 * displayed role, does not carry the names.
 */

const LABELS: Record<string, string> = {
  patient: msg('Patient'),
  doctor: msg('Doctor'),
  facilities: msg('Facility'),
  admin: msg('Administrator'),
  superAdmin: msg('Super administrator'),
};

/** The name of the role a user acts as, in the page's language. */
export function roleLabel(roles: readonly string[]): string {
  const role = primaryRole(roles);
  if (!role) return t('No role yet');
  return LABELS[role] ? t(LABELS[role]) : role;
}
