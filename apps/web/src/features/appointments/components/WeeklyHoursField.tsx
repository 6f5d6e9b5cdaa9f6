import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { WEEKDAYS, type ScheduleInput } from '@carenet/shared';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { WEEK_ORDER } from '../scheduleValues';
import { t, tm } from '../../../lib/i18n';

interface WeeklyHoursFieldProps {
  control: Control<ScheduleInput>;
  register: UseFormRegister<ScheduleInput>;
  errors: FieldErrors<ScheduleInput>;
}

/** The weekly hours, a row a day: blocks of start and end times, added and removed per day. */
export function WeeklyHoursField({ control, register, errors }: WeeklyHoursFieldProps) {
  const hours = useFieldArray({ control, name: 'weeklyHours' });
  const listError = errors.weeklyHours?.root?.message ?? errors.weeklyHours?.message;

  return (
    <Stack gap={0}>
      {WEEK_ORDER.map((weekday) => {
        const blocks = hours.fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        const day = tm(WEEKDAYS[weekday]);
        return (
          <Group
            key={weekday}
            role="group"
            aria-label={day}
            align="flex-start"
            gap="sm"
            py="sm"
            wrap="wrap"
            style={{
              borderTop: weekday === WEEK_ORDER[0] ? undefined : '1px solid var(--mantine-color-gray-2)',
            }}
          >
            <Text fw={600} w={{ base: '100%', sm: 110 }} pt={{ base: 0, sm: 6 }}>
              {day}
            </Text>
            <Stack gap="xs" style={{ flex: '1 1 220px' }}>
              {blocks.length === 0 && (
                <Text size="sm" c="dimmed" pt={{ base: 0, sm: 6 }}>
                  {t('Unavailable')}
                </Text>
              )}
              {blocks.map(({ field, index }) => {
                const blockErrors = errors.weeklyHours?.[index];
                return (
                  <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      type="time"
                      aria-label={t('{day} from', { day })}
                      error={blockErrors?.startTime?.message}
                      style={{ flex: 1, minWidth: 0 }}
                      {...register(`weeklyHours.${index}.startTime`)}
                    />
                    <Text pt={6} c="dimmed" aria-hidden="true">
                      –
                    </Text>
                    <TextInput
                      type="time"
                      aria-label={t('{day} to', { day })}
                      error={blockErrors?.endTime?.message}
                      style={{ flex: 1, minWidth: 0 }}
                      {...register(`weeklyHours.${index}.endTime`)}
                    />
                    <Tooltip label={t('Remove these hours')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={
                          field.startTime
                            ? t('Remove {day} {time}', { day, time: field.startTime })
                            : t('Remove {day} hours', { day })
                        }
                        onClick={() => hours.remove(index)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                );
              })}
            </Stack>
            <Button
              variant="subtle"
              size="compact-sm"
              mt={{ base: 0, sm: 4 }}
              leftSection={<IconPlus size={14} />}
              aria-label={t('Add hours on {day}', { day })}
              onClick={() => hours.append({ weekday, startTime: '09:00', endTime: '17:00' })}
            >
              {t('Add hours')}
            </Button>
          </Group>
        );
      })}
      {listError && (
        <Text size="sm" c="red.7" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
