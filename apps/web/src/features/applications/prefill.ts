import {
  GENDERS,
  type AudioRoomApplicationInput,
  type ProfileApplicationInput,
  type UserDto,
} from '@carenet/shared';

type Gender = (typeof GENDERS)[number];
const isGender = (value: string | null | undefined): value is Gender =>
  (GENDERS as readonly (string | null | undefined)[]).includes(value);

/** The apply form filled from the signed-in user's profile, so applying is a quick review (docs/screens-and-flows.md#routes). */
export function profileApplicationDefaults(user: UserDto | null): ProfileApplicationInput {
  const address = user?.address ?? {};
  return {
    participantName: { first_name: user?.name.first_name ?? '', last_name: user?.name.last_name ?? '' },
    participantEmailAddress: user?.email ?? '',
    participantPhone: user?.phone ?? '',
    participantOccupation: user?.occupation ?? '',
    participantGender: isGender(user?.gender) ? user.gender : '',
    country: address.country ?? '',
    state: address.state ?? '',
    city: address.city ?? '',
    address: [address.line1, address.line2].filter(Boolean).join(', '),
    resume: '',
  };
}

export function audioRoomApplicationDefaults(user: UserDto | null): AudioRoomApplicationInput {
  return {
    participantName: { first_name: user?.name.first_name ?? '', last_name: user?.name.last_name ?? '' },
    participantEmailAddress: user?.email ?? '',
    participantAudioRoomUrl: '',
  };
}
