import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, after a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\r\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\r\nlines', ''],
    ]);
  });

  it('keeps a last record without a line end, and a quote inside an unquoted field as text', () => {
    expect(parseCsv('a,b\n1,2 "3"')).toEqual([
      ['a', 'b'],
      ['1', '2 "3"'],
    ]);
  });

  it('answers null for a quoted field that never ends', () => {
    expect(parseCsv('a\n"open')).toBeNull();
  });
});
