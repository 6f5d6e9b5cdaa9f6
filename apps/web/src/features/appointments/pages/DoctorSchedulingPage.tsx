import { Alert, Card, Skeleton, Stack } from '@mantine/core';
import { IconCalendarTime, IconInfoCircle } from '@tabler/icons-react';
import { SCHEDULE_MESSAGES } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ListPage } from '../../../components/ListPage';
import { useOwnSchedule } from '../api';
import { ScheduleForm } from '../components/ScheduleForm';
import { t, tm } from '../../../lib/i18n';

/** /doctorscheduling (docs/screens-and-flows.md#routes): a doctor publishes the hours patients can book (the route needs publishAvailability). */
export function DoctorSchedulingPage() {
  const query = useOwnSchedule();

  return (
    <ListPage
      title={t('Doctor Scheduling')}
      description={t('The hours patients can book video appointments with you, and your days off.')}
      icon={IconCalendarTime}
    >
      {query.isPending ? (
        <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading your schedule')}>
          <Stack gap="md">
            <Skeleton height={36} />
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={28} />
            ))}
          </Stack>
        </Card>
      ) : query.isError ? (
        <LoadFailedAlert title={tm(SCHEDULE_MESSAGES.loadFailed)} query={query} />
      ) : (
        <Stack gap="lg">
          {!query.data && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle size={20} />}
              title={t('No schedule yet')}
            >
              {t(
                'Patients cannot book you until you save one. We have filled in weekdays 09:00 to 17:00 to start from.',
              )}
            </Alert>
          )}
          <ScheduleForm key={query.data?._id ?? 'new'} saved={query.data} />
        </Stack>
      )}
    </ListPage>
  );
}
