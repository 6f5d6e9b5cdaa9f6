import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';

interface FacilityLogoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  name: string;
  imageUrl: string | null;
}

/** A facility's logo, or the default hospital mark when none is set (SPEC §9). */
export function FacilityLogo({ name, imageUrl, size = 84, ...props }: FacilityLogoProps) {
  return (
    <Avatar src={imageUrl || null} alt={`${name} logo`} size={size} color="care" variant="light" {...props}>
      <IconBuildingHospital size="60%" stroke={1.5} aria-hidden="true" />
    </Avatar>
  );
}
