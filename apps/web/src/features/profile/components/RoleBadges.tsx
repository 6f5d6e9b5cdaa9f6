import { Badge, Group } from '@mantine/core';
import { normaliseRole } from '@carenet/shared';
import { msg, t } from '../../../lib/i18n';

const ROLE_NAMES: Record<string, string> = {
  patient: msg('Patient'),
  doctor: msg('Doctor'),
  facilities: msg('Facility'),
  admin: msg('Administrator'),
  superAdmin: msg('Super administrator'),
  owner: msg('Owner'),
};

/** Doctors' badges stand out in the brand colour; every other role's is grey. */
const BADGE_COLORS: Record<string, string> = { doctor: 'care' };

/** One badge per known role, each once ('facility' and 'facilities' are the same role). */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const names = [...new Set(roles.map(normaliseRole))].filter((role) => role in ROLE_NAMES);
  if (names.length === 0) return null;
  return (
    <Group gap={6}>
      {names.map((role) => (
        <Badge key={role} variant="light" color={BADGE_COLORS[role] ?? 'gray'} radius="sm">
          {t(ROLE_NAMES[role])}
        </Badge>
      ))}
    </Group>
  );
}
