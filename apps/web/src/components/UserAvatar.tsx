import { Avatar, type AvatarProps } from '@mantine/core';
import { fullName, type PersonNameDto } from '@carenet/shared';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name'> {
  name: Partial<PersonNameDto> | null | undefined;
  imageUrl?: string | null;
}

/** A user's picture, or their initials on a colour derived from the name. */
export function UserAvatar({ name, imageUrl, ...props }: UserAvatarProps) {
  const label = fullName(name) || 'CareNet user';
  return <Avatar src={imageUrl || null} name={label} alt={label} color="initials" {...props} />;
}
