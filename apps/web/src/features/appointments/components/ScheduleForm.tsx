import { zodResolver } from '../../../lib/zodResolver';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import {
  MESSAGES,
  SLOT_LENGTHS,
  scheduleSchema,
  type ScheduleBody,
  type ScheduleDto,
  type ScheduleInput,
} from '@carenet/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { applyServerErrors } from '../../../components/forms';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteSchedule, useSaveSchedule } from '../api';
import { scheduleFormValues, timeZoneOptions } from '../scheduleValues';
import { browserTimeZone } from '../time';
import { DaysOffField } from './DaysOffField';
import { WeeklyHoursField } from './WeeklyHoursField';
import { t, tm } from '../../../lib/i18n';

/** The slot lengths to choose from, made at render time so their labels are in the page's language. */
const slotOptions = () =>
  SLOT_LENGTHS.map((minutes) => ({ value: String(minutes), label: t('{minutes} minutes', { minutes }) }));

/** /doctorscheduling: the doctor's time zone, slot length, weekly hours and days off, saved whole. */
export function ScheduleForm({ saved }: { saved: ScheduleDto | null }) {
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<ScheduleInput, unknown, ScheduleBody>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: scheduleFormValues(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const zones = useMemo(() => timeZoneOptions(browserTimeZone(), saved?.timeZone ?? ''), [saved?.timeZone]);

  const submit = async (values: ScheduleBody) => {
    setFormError(null);
    try {
      const result = await save.mutateAsync(values);
      notifySuccess(result.message);
      form.reset(scheduleFormValues(result.data));
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['timeZone', 'slotMinutes', 'weeklyHours']));
    }
  };

  const deleteSchedule = () => {
    if (!saved) return;
    remove.mutate(saved._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        form.reset(scheduleFormValues(null));
      },
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setConfirmDelete(false),
    });
  };

  return (
    <form
      noValidate
      aria-label={t('Doctor schedule')}
      onSubmit={(event) => void form.handleSubmit(submit, () => setFormError(tm(MESSAGES.fixErrors)))(event)}
    >
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <Card padding="lg" shadow="xs" component="section" aria-labelledby="schedule-clock-title">
          <Title order={2} fz="lg" id="schedule-clock-title">
            {t('Time zone and slot length')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t(
              "Your hours are read on this time zone's clock, daylight saving included. Patients see the slots in their own time.",
            )}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  label={t('Time zone')}
                  withAsterisk
                  searchable
                  data={zones}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.timeZone?.message}
                  nothingFoundMessage={t('No time zone of that name')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="slotMinutes"
              render={({ field }) => (
                <Select
                  label={t('Slot length')}
                  withAsterisk
                  allowDeselect={false}
                  data={slotOptions()}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  onBlur={field.onBlur}
                  error={errors.slotMinutes?.message}
                />
              )}
            />
          </SimpleGrid>
        </Card>

        <Card padding="lg" shadow="xs" component="section" aria-labelledby="schedule-hours-title">
          <Title order={2} fz="lg" id="schedule-hours-title">
            {t('Weekly hours')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('The hours you take video appointments on each day, cut into slots of the length above.')}
          </Text>
          <WeeklyHoursField control={form.control} register={form.register} errors={errors} />
        </Card>

        <Card padding="lg" shadow="xs" component="section" aria-labelledby="schedule-days-off-title">
          <Title order={2} fz="lg" id="schedule-days-off-title">
            {t('Days off')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('No slots are offered on these dates. Appointments already booked stay as they are.')}
          </Text>
          <Controller
            control={form.control}
            name="daysOff"
            render={({ field }) => (
              <DaysOffField
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.daysOff?.message}
              />
            )}
          />
        </Card>

        <Group justify="space-between" gap="sm">
          {saved ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmDelete(true)}
            >
              {t('Delete schedule')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} />}>
            {t('Save schedule')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('Delete your schedule?')}
        confirmLabel={t('Delete schedule')}
        loading={remove.isPending}
        onConfirm={deleteSchedule}
        onClose={() => setConfirmDelete(false)}
      >
        {t(
          'Patients will no longer be able to book new appointments with you. Appointments already booked stay as they are.',
        )}
      </ConfirmDialog>
    </form>
  );
}
