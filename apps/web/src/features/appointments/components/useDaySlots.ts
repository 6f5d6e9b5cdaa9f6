import { useState } from 'react';
import { useFreeSlots } from '../api';
import { comingMonth, localDayRange, localIsoDate } from '../time';

/**
 * A doctor's free slots one day at a time, on the viewer's clock: the coming month first, to open on
 * the first day with a free slot, then the day the viewer picks.
 */
export function useDaySlots(doctorId: string) {
  const [now] = useState(() => Date.now());
  const today = localIsoDate(now);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const month = useFreeSlots(doctorId, comingMonth(now), true);
  const day = useFreeSlots(doctorId, localDayRange(pickedDate ?? today), pickedDate !== null);
  const firstFreeDate = month.data?.slots[0] && localIsoDate(month.data.slots[0].startTime);
  const picked = pickedDate !== null;
  return {
    today,
    date: pickedDate ?? firstFreeDate ?? today,
    picked,
    pickDate: setPickedDate,
    query: picked ? day : month,
    slots: picked
      ? (day.data?.slots ?? [])
      : (month.data?.slots ?? []).filter((slot) => localIsoDate(slot.startTime) === firstFreeDate),
    /** The doctor has published no hours: there is nothing to choose from. */
    noSchedule: month.data?.timeZone === null,
  };
}

export type DaySlots = ReturnType<typeof useDaySlots>;
