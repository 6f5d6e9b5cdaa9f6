import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../test/documents';
import { assertWholePdf } from './pdf';
import { UnreadableFileError } from './unreadable';

describe('assertWholePdf', () => {
  it('takes a PDF from its header to its end marker', () => {
    expect(() => assertWholePdf(pdfBytes())).not.toThrow();
  });

  it('refuses one cut short, and a page with a PDF inside it', () => {
    const pdf = pdfBytes();
    expect(() => assertWholePdf(pdf.subarray(0, pdf.indexOf('%%EOF')))).toThrow(UnreadableFileError);
    const page = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]);
    expect(() => assertWholePdf(page)).toThrow(UnreadableFileError);
  });
});
