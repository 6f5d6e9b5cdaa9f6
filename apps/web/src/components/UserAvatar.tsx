import { Avatar, type AvatarProps } from '@mantine/core';
import { fullName, type PersonNameDto } from '@carenet/shared';
import { t } from '../lib/i18n';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name'> {
  name: Partial<PersonNameDto> | null | undefined;
  imageUrl?: string | null;
}

/**
 * The hues initials are drawn in. The theme writes 'light' text in shade 9 on a tint of the hue; these are
 * the hues where that reads at 4.5:1 or more (WCAG AA). Mantine's own `color="initials"` also picks teal,
 * green, cyan, red, lime and orange, whose initials are fainter (teal: 4.0:1).
 */
const INITIALS_COLORS = ['blue', 'indigo', 'violet', 'grape', 'pink'] as const;

/** The same name always gets the same hue, so a person is recognisable across lists. */
function initialsColor(label: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length];
}

/** A user's picture, or their initials on a colour derived from the name. */
export function UserAvatar({ name, imageUrl, ...props }: UserAvatarProps) {
  const label = fullName(name) || t('CareNet user');
  return (
    <Avatar
      src={imageUrl || null}
      name={label}
      alt={label}
      color={initialsColor(label)}
      variant="light"
      {...props}
    />
  );
}
