import { useEffect, useState } from 'react';
import type { CurrentTimeDto } from '@carenet/shared';
import { api } from './api';

let asked: Promise<number | null> | undefined;

/** GET /currentTime once per page load; null when the server cannot say. */
const askServerYear = () =>
  (asked ??= api<CurrentTimeDto>('/currentTime', { anonymous: true }).then(
    (answer) => answer.data.year,
    () => null,
  ));

/**
 * The current year as the server tells it, for the copyright line: a device whose clock is wrong would
 * otherwise print a wrong year. The device's year shows until the server answers, and stays when it
 * cannot. A plain effect, not a query: the footer is on the first load, which has no room for the query
 * library on the login screen.
 */
export function useServerYear(): number {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => {
    let mounted = true;
    void askServerYear().then((answer) => {
      if (mounted && answer !== null) setYear(answer);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return year ?? new Date().getFullYear();
}
