import { zodResolver } from '../../../lib/zodResolver';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconCalendarOff, IconCircleCheck, IconVideo } from '@tabler/icons-react';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_NOTE_MAX,
  bookAppointmentSchema,
  type AppointmentDto,
  type BookAppointmentInput,
} from '@carenet/shared';
import type { z } from 'zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { ApiError } from '../../../lib/api';
import { useBookAppointment } from '../api';
import { browserTimeZone, formatSpan } from '../time';
import { FreeSlotsField } from './FreeSlotsField';
import { useDaySlots } from './useDaySlots';
import { t, tm } from '../../../lib/i18n';

interface BookAppointmentDialogProps {
  doctorId: string;
  doctorName: string;
  opened: boolean;
  onClose: () => void;
}

/** Picks a day and one of the doctor's free slots on it, then books it; the answer shows the video link. */
export function BookAppointmentDialog({ doctorId, doctorName, opened, onClose }: BookAppointmentDialogProps) {
  const fullScreen = useFullScreenModal();
  const [booked, setBooked] = useState<AppointmentDto | null>(null);
  const close = () => {
    setBooked(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('Book appointment')}
      centered
      size="lg"
      fullScreen={fullScreen}
    >
      {booked ? (
        <Booked appointment={booked} doctorName={doctorName} onClose={close} />
      ) : (
        <BookingForm doctorId={doctorId} doctorName={doctorName} onBooked={setBooked} onCancel={close} />
      )}
    </Modal>
  );
}

type BookBody = z.output<typeof bookAppointmentSchema>;

function BookingForm({
  doctorId,
  doctorName,
  onBooked,
  onCancel,
}: {
  doctorId: string;
  doctorName: string;
  onBooked: (appointment: AppointmentDto) => void;
  onCancel: () => void;
}) {
  const days = useDaySlots(doctorId);
  const book = useBookAppointment();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BookAppointmentInput, unknown, BookBody>({
    resolver: zodResolver(bookAppointmentSchema),
    defaultValues: { doctorId, note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: BookBody) => {
    setFormError(null);
    try {
      onBooked(await book.mutateAsync(values));
    } catch (err) {
      // A slot taken meanwhile is gone from the fresh list: the patient picks another.
      if (err instanceof ApiError && err.statusCode === 409) form.resetField('startTime');
      setFormError(applyServerErrors(err, form.setError, ['startTime', 'note']));
    }
  };

  if (days.noSchedule) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconCalendarOff size={20} />}
        title={t('No hours published yet')}
      >
        {t('{name} has not published the hours patients can book. Please try again later.', {
          name: doctorName,
        })}
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) =>
        // The doctor is no field of the form: a bad id is said above it rather than failing silently.
        void form.handleSubmit(submit, (invalid) => setFormError(invalid.doctorId?.message ?? null))(event)
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('A video appointment with {name}. Times are shown in your time zone ({zone}).', {
            name: doctorName,
            zone: browserTimeZone(),
          })}
        </Text>
        <FormErrorAlert message={formError} />
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
        <Textarea
          label={t('Note for the doctor')}
          description={t('Optional: what you would like to talk about.')}
          autosize
          minRows={2}
          maxLength={APPOINTMENT_NOTE_MAX}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('Confirm booking')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Booked({
  appointment,
  doctorName,
  onClose,
}: {
  appointment: AppointmentDto;
  doctorName: string;
  onClose: () => void;
}) {
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" color="care" variant="light">
          <IconCircleCheck size={24} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{tm(APPOINTMENT_MESSAGES.booked)}</Text>
          <Text size="sm">
            {t('With {name}, {time}', {
              name: doctorName,
              time: formatSpan(appointment.startTime, appointment.endTime),
            })}
          </Text>
        </div>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('Your video call link')}
        </Text>
        <Anchor
          href={appointment.meetLink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={6} component="span" wrap="nowrap">
            <IconVideo size={16} style={{ flexShrink: 0 }} />
            {appointment.meetLink}
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('We have e-mailed you both, and will remind you an hour before.')}
        </Text>
      </Stack>
      <Group justify="flex-end" gap="sm" style={{ alignSelf: 'stretch' }}>
        <Button variant="default" onClick={onClose}>
          {t('Done')}
        </Button>
        <Button component={Link} to="/member/myAppointments">
          {t('See my appointments')}
        </Button>
      </Group>
    </Stack>
  );
}
