import { describe, expect, it } from 'vitest';
import { comingMonth, formatDateTime, formatSpan, formatTime, localDayRange, localIsoDate } from './time';

// Built with local-time constructors, so the checks hold in any time zone the tests run in.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('appointment times on the viewer’s clock', () => {
  it("writes docs/screens-and-flows.md#formats's DD-MMM-YYYY hh:mm A", () => {
    expect(formatTime(local(2026, 3, 9, 14, 5))).toBe('02:05 PM');
    expect(formatTime(local(2026, 3, 9, 0, 30))).toBe('12:30 AM');
    expect(formatDateTime(local(2026, 3, 9, 9, 0))).toBe('09-Mar-2026 09:00 AM');
    expect(formatSpan(local(2026, 3, 9, 9, 0), local(2026, 3, 9, 9, 30))).toBe(
      '09-Mar-2026 09:00 AM – 09:30 AM',
    );
    expect(formatSpan(local(2026, 3, 9, 23, 45), local(2026, 3, 10, 0, 15))).toBe(
      '09-Mar-2026 11:45 PM – 10-Mar-2026 12:15 AM',
    );
  });

  it('reads a day as local midnight to the next local midnight', () => {
    expect(localDayRange('2026-03-09')).toEqual({ from: local(2026, 3, 9), to: local(2026, 3, 10) });
    expect(localIsoDate(local(2026, 12, 31, 23, 59))).toBe('2026-12-31');
  });

  it('asks for 31 days from the start of today, the most the API answers', () => {
    const range = comingMonth(local(2026, 3, 9, 15, 20));
    expect(range.from).toBe(local(2026, 3, 9));
    expect(range.to - range.from).toBe(31 * 24 * 3_600_000);
  });
});
