import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { deriveRoleFlags, fullName, type PublicProfileDto } from '@carenet/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/redirect';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { BookAppointmentDialog } from './BookAppointmentDialog';

/**
 * 'Book appointment' on a doctor's profile: for patients it opens the booking dialog; a visitor signs
 * in first and comes back. Doctors, facilities and administrators do not book (the API says the same).
 */
export function BookAppointmentButton({ profile }: { profile: PublicProfileDto }) {
  const session = useSession();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  if (!deriveRoleFlags(profile.roles).doctor || session?._id === profile._id) return null;
  const label = t('Book appointment');
  const icon = <IconCalendarPlus size={18} />;

  if (!session) {
    return (
      <Button component={Link} to={loginPathFor(location.pathname)} leftSection={icon}>
        {label}
      </Button>
    );
  }
  if (!deriveRoleFlags(session.roles).patient) return null;
  return (
    <>
      <Button leftSection={icon} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <BookAppointmentDialog
        doctorId={profile._id}
        doctorName={fullName(profile.name) || t('this doctor')}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
