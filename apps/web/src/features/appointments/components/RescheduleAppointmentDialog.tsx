import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import {
  rescheduleAppointmentSchema,
  type AppointmentDto,
  type RescheduleAppointmentInput,
} from '@carenet/shared';
import type { z } from 'zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifySuccess } from '../../../components/notify';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { ApiError } from '../../../lib/api';
import { useRescheduleAppointment } from '../api';
import { otherParty } from '../describe';
import { browserTimeZone, formatSpan } from '../time';
import { FreeSlotsField } from './FreeSlotsField';
import { useDaySlots } from './useDaySlots';
import { t } from '../../../lib/i18n';

interface RescheduleAppointmentDialogProps {
  /** The appointment to move; the dialog is closed while there is none. */
  appointment: AppointmentDto | null;
  viewerId: string | undefined;
  onClose: () => void;
}

/** Moves an appointment to another free slot of the same doctor; the lists refresh behind it. */
export function RescheduleAppointmentDialog({
  appointment,
  viewerId,
  onClose,
}: RescheduleAppointmentDialogProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={appointment !== null}
      onClose={onClose}
      title={t('Reschedule appointment')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      {appointment && (
        <RescheduleForm
          key={appointment._id}
          appointment={appointment}
          viewerId={viewerId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

type RescheduleBody = z.output<typeof rescheduleAppointmentSchema>;

function RescheduleForm({
  appointment,
  viewerId,
  onDone,
}: {
  appointment: AppointmentDto;
  viewerId: string | undefined;
  onDone: () => void;
}) {
  const days = useDaySlots(appointment.doctor._id);
  const move = useRescheduleAppointment(appointment._id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RescheduleAppointmentInput, unknown, RescheduleBody>({
    resolver: zodResolver(rescheduleAppointmentSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const partyName = otherParty(appointment, viewerId).party.fullName || t('CareNet member');
  const forDoctor = viewerId === appointment.appointmentToUserId;

  const submit = async (values: RescheduleBody) => {
    setFormError(null);
    try {
      const { message } = await move.mutateAsync(values);
      notifySuccess(message);
      onDone();
    } catch (err) {
      // A slot taken meanwhile is gone from the fresh list (the mutation refetches it): pick another.
      if (err instanceof ApiError && err.statusCode === 409) form.resetField('startTime');
      setFormError(applyServerErrors(err, form.setError, ['startTime']));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(
            'Choose another free slot for your video appointment with {name}. Times are shown in your time zone ({zone}).',
            { name: partyName, zone: browserTimeZone() },
          )}
        </Text>
        <Paper withBorder radius="sm" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('Booked for')}
          </Text>
          <Text size="sm" fw={500}>
            {formatSpan(appointment.startTime, appointment.endTime)}
          </Text>
        </Paper>
        <FormErrorAlert message={formError} />
        {days.noSchedule ? (
          <Alert
            color="blue"
            variant="light"
            icon={<IconCalendarOff size={20} />}
            title={t('No hours published')}
          >
            {forDoctor
              ? t('You have no published hours to move it to. Publish them in Doctor Scheduling first.')
              : t('{name} has no published hours to move it to. You can keep or cancel this appointment.', {
                  name: partyName,
                })}
          </Alert>
        ) : (
          <Controller
            control={form.control}
            name="startTime"
            render={({ field }) => (
              <FreeSlotsField
                days={days}
                value={field.value}
                onChange={field.onChange}
                onDayChange={() => form.resetField('startTime')}
                error={errors.startTime?.message}
              />
            )}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            {t('Keep current time')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={days.noSchedule}>
            {t('Move appointment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
