import { CREATOR_TYPE_LABELS, primaryRole, type RequestDto } from '@carenet/shared';
import { msg, t, tm } from './i18n';

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

/**
 * Who made a request, by the creator's real role: a campaign (creator type 'doctor') may be a doctor's,
 * a facility's or an administrator's. By its creator type when the creator holds no role.
 */
export function creatorLabel(request: Pick<RequestDto, 'creatorType' | 'user_info'>): string {
  return primaryRole(request.user_info.roles)
    ? roleLabel(request.user_info.roles)
    : tm(CREATOR_TYPE_LABELS[request.creatorType] ?? request.creatorType);
}
