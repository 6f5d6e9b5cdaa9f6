import { describe, expect, it } from 'vitest';
import { displayDay, localDay, parseDisplayDate } from './dateInput';

describe('parseDisplayDate', () => {
  it('reads the product format whatever the letter case, and ISO days', () => {
    expect(parseDisplayDate('05-Mar-2025')).toBe('2025-03-05');
    expect(parseDisplayDate(' 5-mar-2025 ')).toBe('2025-03-05');
    expect(parseDisplayDate('29-FEB-2024')).toBe('2024-02-29');
    expect(parseDisplayDate('2025-12-31')).toBe('2025-12-31');
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['31-Feb-2025', '29-Feb-2025', '05-Mrz-2025', '03/05/2025', '2025-13-01', '']) {
      expect(parseDisplayDate(text)).toBeNull();
    }
  });
});

describe('localDay', () => {
  it("gives the reader's calendar day of an instant", () => {
    expect(localDay(new Date(2026, 10, 25, 23, 30).getTime())).toBe('2026-11-25');
  });
});

describe('displayDay', () => {
  it('writes a day as DD-MMM-YYYY and reads back the same day', () => {
    expect(displayDay('2025-03-05')).toBe('05-Mar-2025');
    expect(parseDisplayDate(displayDay('1988-12-31'))).toBe('1988-12-31');
  });
});
