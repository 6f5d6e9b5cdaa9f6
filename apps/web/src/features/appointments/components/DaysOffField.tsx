import { DateField } from '../../../components/DateField';
import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { isCalendarDate, SCHEDULE_MESSAGES } from '@carenet/shared';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { localIsoDate } from '../time';
import { t, tm } from '../../../lib/i18n';

interface DaysOffFieldProps {
  value: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}

/** Dates with no slots: added with a date picker (today or later), removed from the list. */
export function DaysOffField({ value, onChange, error }: DaysOffFieldProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const today = localIsoDate(Date.now());

  const add = () => {
    if (!isCalendarDate(draft)) {
      setDraftError(tm(SCHEDULE_MESSAGES.invalidDayOff));
      return;
    }
    setDraftError(null);
    setDraft('');
    onChange([...new Set([...value, draft])].sort());
  };

  return (
    <Stack gap="sm">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No days off.')}
        </Text>
      ) : (
        <Group
          gap="xs"
          component="ul"
          aria-label={t('Days off')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {value.map((date) => (
            <li key={date}>
              <Badge
                size="lg"
                variant="light"
                tt="none"
                fw={500}
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('Remove day off {date}', { date: formatDate(`${date}T12:00:00`) })}
                    onClick={() => onChange(value.filter((item) => item !== date))}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {formatDate(`${date}T12:00:00`)}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <DateField
          aria-label={t('Day off')}
          minDate={today}
          value={draft}
          error={draftError ?? error}
          onChange={setDraft}
          style={{ flex: '0 1 220px', minWidth: 0 }}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          style={{ flexShrink: 0 }}
        >
          {t('Add day off')}
        </Button>
      </Group>
    </Stack>
  );
}
