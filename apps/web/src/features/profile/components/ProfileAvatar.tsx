import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { fullName, type PersonNameDto } from '@carenet/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { holdsRole } from '../../../lib/displayRole';
import { t } from '../../../lib/i18n';

interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'children'> {
  name: Partial<PersonNameDto>;
  roles: readonly string[];
  imageUrl: string | null;
}

/**
 * The profile picture. Without one, doctors and facilities get their default avatar (docs/api-contract.md#entities-and-field-names) and
 * everyone else their initials.
 */
export function ProfileAvatar({ name, roles, imageUrl, ...props }: ProfileAvatarProps) {
  const doctor = holdsRole(roles, 'doctor');
  if (imageUrl || (!doctor && !holdsRole(roles, 'facilities'))) {
    return <UserAvatar name={name} imageUrl={imageUrl} {...props} />;
  }
  const Icon = doctor ? IconStethoscope : IconBuildingHospital;
  const label = fullName(name) || (doctor ? t('Doctor') : t('Facility'));
  return (
    <Avatar color="care" variant="light" alt={label} aria-label={label} {...props}>
      <Icon style={{ width: '55%', height: '55%' }} stroke={1.5} />
    </Avatar>
  );
}
