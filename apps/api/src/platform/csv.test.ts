import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it.each(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx'])('defuses the formula-like %j', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('keeps plain signed numbers such as phone numbers as they are', () => {
    expect(csvCell('+919876543210')).toBe('+919876543210');
    expect(csvCell('-12.5')).toBe('-12.5');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', '=x'],
          [null, 'q,r'],
        ],
      ),
    ).toBe('a,b\r\n1,\'=x\r\n,"q,r"\r\n');
  });
});
