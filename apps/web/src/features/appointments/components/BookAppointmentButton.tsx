import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { fullName, type ViewedProfileDto } from '@carenet/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/redirect';
import { t } from '../../../lib/i18n';
import { BookAppointmentDialog } from './BookAppointmentDialog';

/**
 * 'Book appointment' on a doctor's profile, as the profile's abilities say: for a viewer who may book
 * this doctor it opens the booking dialog; a visitor is sent to sign in first and comes back. Nobody
 * else is offered it (the API refuses them by the same rule).
 */
export function BookAppointmentButton({ profile }: { profile: ViewedProfileDto }) {
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const label = t('Book appointment');
  const icon = <IconCalendarPlus size={18} />;

  if (profile.abilities.signInToBook) {
    return (
      <Button component={Link} to={loginPathFor(location.pathname)} leftSection={icon}>
        {label}
      </Button>
    );
  }
  if (!profile.abilities.book) return null;
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
