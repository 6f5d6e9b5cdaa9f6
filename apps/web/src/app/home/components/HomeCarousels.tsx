import { Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { HOME_MESSAGES } from '@carenet/shared';
import { Carousel } from '../../../components/Carousel';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useCarouselHospitals } from '../../../features/organizations/carouselApi';
import { HospitalCard } from '../../../features/organizations/components/HospitalCard';
import { useCarouselDoctors } from '../api';
import { useMinimumWait } from '../useMinimumWait';
import { DoctorCard } from './DoctorCard';

/** docs/validation-and-limits.md#requests: the carousels show 'Loading...' for 3 s first. */
const CAROUSEL_LOADING_MS = 3000;

/** 'Our Doctors' and 'Our Hospitals' (docs/screens-and-flows.md#home-and-feed Home page). */
export function HomeCarousels({ compact }: { compact?: boolean }) {
  const doctors = useCarouselDoctors();
  const hospitals = useCarouselHospitals();
  const waited = useMinimumWait(CAROUSEL_LOADING_MS);

  return (
    <Stack gap={compact ? 'xl' : 48}>
      <Carousel
        title={t('Our Doctors')}
        compact={compact}
        loading={!waited || doctors.isPending}
        emptyText={t(doctors.isError ? HOME_MESSAGES.usersListFetchFailed : HOME_MESSAGES.noDoctorsFound)}
        emptyIcon={IconStethoscope}
        slides={(doctors.data ?? []).map((doctor) => ({
          key: doctor._id,
          content: <DoctorCard doctor={doctor} />,
        }))}
      />
      <Text component={Link} to="/finddoctors" c="blue.8" fw={500} ta="right" mt={compact ? -16 : -36}>
        {t('Find more doctors')}
      </Text>
      <Carousel
        title={t('Our Hospitals')}
        compact={compact}
        loading={!waited || hospitals.isPending}
        emptyText={t(hospitals.isError ? errorMessage(hospitals.error) : HOME_MESSAGES.noHospitalsFound)}
        emptyIcon={IconBuildingHospital}
        slides={(hospitals.data ?? []).map((hospital) => ({
          key: hospital._id,
          content: <HospitalCard hospital={hospital} />,
        }))}
      />
    </Stack>
  );
}
