import { primaryRole } from '@carenet/shared';
import { msg, t } from './i18n';

const LABELS: Record<string, string> = {
  patient: msg('Patient'),
  doctor: msg('Doctor'),
  facilities: msg('Facility'),
  admin: msg('Administrator'),
  superAdmin: msg('Super administrator'),
};

/**
 * The name of the role a user acts as (docs/roles-and-permissions.md#primary-role: the last matching role
 * wins), in the page's language.
 */
export function roleLabel(roles: readonly string[]): string {
  const role = primaryRole(roles);
  if (!role) return t('No role yet');
  return LABELS[role] ? t(LABELS[role]) : role;
}
