import { Button, Card, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarTime } from '@tabler/icons-react';
import { APPOINTMENT_MESSAGES, type AppointmentDto, type AppointmentPeriod } from '@carenet/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { useAbility } from '../../../lib/abilities';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListPage } from '../../../components/ListPage';
import { useAppointments, useCancelAppointment } from '../api';
import { AppointmentCard } from '../components/AppointmentCard';
import { RescheduleAppointmentDialog } from '../components/RescheduleAppointmentDialog';
import { otherParty } from '../describe';
import { formatSpan } from '../time';
import { t, tm } from '../../../lib/i18n';

/** /member/myAppointments (docs/screens-and-flows.md#routes): a patient's or a doctor's appointments, ahead and behind. */
export function MyAppointmentsPage() {
  const session = useSession();
  // Whoever publishes hours is the one patients book: their page speaks of those bookings.
  const doctor = useAbility('publishAvailability');
  const [params, setParams] = useSearchParams();
  const when: AppointmentPeriod = params.get('show') === 'past' ? 'past' : 'upcoming';

  return (
    <ListPage
      title={t('My Appointments')}
      description={
        doctor
          ? t('Video appointments patients booked with you, on your clock.')
          : t('Your video appointments with doctors, on your clock.')
      }
      icon={IconCalendarEvent}
      action={
        doctor ? (
          <Button
            component={Link}
            to="/doctorscheduling"
            variant="light"
            leftSection={<IconCalendarTime size={18} />}
          >
            {t('Doctor Scheduling')}
          </Button>
        ) : null
      }
      controls={
        <SegmentedControl
          value={when}
          onChange={(value) => setParams(value === 'past' ? { show: 'past' } : {})}
          data={[
            { value: 'upcoming', label: t('Upcoming') },
            { value: 'past', label: t('Past and cancelled') },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
      }
    >
      <AppointmentList key={when} when={when} doctor={doctor} viewerId={session?._id} />
    </ListPage>
  );
}

function AppointmentList({
  when,
  doctor,
  viewerId,
}: {
  when: AppointmentPeriod;
  doctor: boolean;
  viewerId?: string;
}) {
  const query = useAppointments(when);
  const cancel = useCancelAppointment();
  const [cancelling, setCancelling] = useState<AppointmentDto | null>(null);
  const [moving, setMoving] = useState<AppointmentDto | null>(null);
  const [now] = useState(() => Date.now());

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling._id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setCancelling(null),
    });
  };

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('Loading appointments')}>
        {[0, 1].map((key) => (
          <Card key={key} padding="lg" shadow="xs">
            <Skeleton height={18} width="50%" mb="sm" />
            <Skeleton height={14} width="70%" />
          </Card>
        ))}
      </Stack>
    );
  }
  // A failed next page keeps the pages already shown; only a failed first page replaces the list.
  if (!query.data) return <LoadFailedAlert title={tm(APPOINTMENT_MESSAGES.loadFailed)} query={query} />;

  const appointments = query.data.pages.flatMap((page) => page.items);
  if (appointments.length === 0) {
    return (
      <Card padding="xl" shadow="xs">
        <Stack align="center" gap={4} ta="center">
          <IconCalendarEvent size={36} stroke={1.4} color="var(--mantine-color-care-6)" />
          <Text fw={600}>
            {when === 'upcoming' ? t('No upcoming appointments') : t('No past appointments yet')}
          </Text>
          {when === 'upcoming' && (
            <Text size="sm" c="dimmed" maw={420}>
              {doctor
                ? t('Patients book the hours you publish in Doctor Scheduling.')
                : t("To book one, open a doctor's profile and choose Book appointment.")}
            </Text>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      {appointments.map((appointment) => (
        <AppointmentCard
          key={appointment._id}
          appointment={appointment}
          viewerId={viewerId}
          now={now}
          onCancel={setCancelling}
          onReschedule={setMoving}
        />
      ))}
      {query.hasNextPage && (
        <Button
          variant="default"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {t('Show more appointments')}
        </Button>
      )}
      {query.isFetchNextPageError && (
        <Text size="sm" c="red.7" ta="center">
          {errorMessage(query.error)}
        </Text>
      )}
      <RescheduleAppointmentDialog appointment={moving} viewerId={viewerId} onClose={() => setMoving(null)} />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('Cancel this appointment?')}
        confirmLabel={t('Cancel appointment')}
        dismissLabel={t('Keep it')}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      >
        {cancelling &&
          t(
            'Your appointment with {name} on {time} will be cancelled and both of you will get an e-mail. The slot becomes free for others.',
            {
              name: otherParty(cancelling, viewerId).party.fullName,
              time: formatSpan(cancelling.startTime, cancelling.endTime),
            },
          )}
      </ConfirmDialog>
    </Stack>
  );
}
