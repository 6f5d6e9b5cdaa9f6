import { Chip, Group, Skeleton, Text } from '@mantine/core';
import type { SlotDto } from '@carenet/shared';
import { formatTime } from '../time';
import { t } from '../../../lib/i18n';

interface SlotPickerProps {
  slots: SlotDto[];
  value: number | undefined;
  onChange: (startTime: number) => void;
  error?: string;
}

/** The free slots of one day as choices, on the viewer's clock. */
export function SlotPicker({ slots, value, onChange, error }: SlotPickerProps) {
  return (
    <div>
      <Chip.Group
        value={value === undefined ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
      >
        <Group gap="xs" role="radiogroup" aria-label={t('Free slots')}>
          {slots.map((slot) => (
            <Chip key={slot.startTime} value={String(slot.startTime)} radius="sm" variant="outline">
              {formatTime(slot.startTime)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="sm" c="red.7" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

export function SlotPickerSkeleton() {
  return (
    <Group gap="xs" aria-busy="true" aria-label={t('Loading free slots')}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={30} width={84} radius="sm" />
      ))}
    </Group>
  );
}
