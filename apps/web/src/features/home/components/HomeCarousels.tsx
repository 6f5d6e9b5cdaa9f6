import { Stack } from '@mantine/core';
import { IconBuildingHospital, IconStethoscope } from '@tabler/icons-react';
import { MESSAGES } from '@carenet/shared';
import { Carousel } from '../../../components/Carousel';
import { useCarouselDoctors } from '../api';
import { useMinimumWait } from '../useMinimumWait';
import { DoctorCard } from './DoctorCard';

/** SPEC §9: the carousels show 'Loading...' for 3 s first. */
const CAROUSEL_LOADING_MS = 3000;

/** 'Our Doctors' and 'Our Hospitals' (SPEC §2 Home page). */
export function HomeCarousels({ compact }: { compact?: boolean }) {
  const doctors = useCarouselDoctors();
  const waited = useMinimumWait(CAROUSEL_LOADING_MS);
  const loading = !waited || doctors.isPending;

  return (
    <Stack gap={compact ? 'xl' : 48}>
      <Carousel
        title="Our Doctors"
        compact={compact}
        loading={loading}
        emptyText={doctors.isError ? MESSAGES.usersListFetchFailed : MESSAGES.noDoctorsFound}
        emptyIcon={IconStethoscope}
        slides={(doctors.data ?? []).map((doctor) => ({
          key: doctor._id,
          content: <DoctorCard doctor={doctor} />,
        }))}
      />
      {/* Facilities arrive with the facilities screens; until then there are honestly none to show. */}
      <Carousel
        title="Our Hospitals"
        compact={compact}
        loading={!waited}
        emptyText={MESSAGES.noHospitalsFound}
        emptyIcon={IconBuildingHospital}
        slides={[]}
      />
    </Stack>
  );
}
