import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBuildingHospital } from '@tabler/icons-react';
import { t } from '../../../lib/i18n';

interface FacilityLogoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  name: string;
  imageUrl: string | null;
  /** Beside the facility's name (in a link), where naming the logo too would only repeat it. */
  decorative?: boolean;
}

/** A facility's logo, or the default hospital mark when none is set (docs/validation-and-limits.md). */
export function FacilityLogo({ name, imageUrl, size = 84, decorative = false, ...props }: FacilityLogoProps) {
  return (
    <Avatar
      src={imageUrl || null}
      alt={decorative ? '' : t('{name} logo', { name })}
      aria-hidden={decorative || undefined}
      size={size}
      color="care"
      variant="light"
      {...props}
    >
      <IconBuildingHospital size="60%" stroke={1.5} aria-hidden="true" />
    </Avatar>
  );
}
