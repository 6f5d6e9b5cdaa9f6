import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, pdfBytes, pngBytes, rtfBytes, zipBytes } from '../../../test/documents';
import { sniffFileType } from './sniff';

describe('sniffFileType', () => {
  it('names documents by their bytes', async () => {
    expect(await sniffFileType(pdfBytes())).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(await sniffFileType(rtfBytes())).toEqual({ ext: 'rtf', mime: 'application/rtf' });
    expect(await sniffFileType(docxBytes())).toMatchObject({ ext: 'docx' });
    expect(await sniffFileType(docBytes())).toEqual({ ext: 'doc', mime: 'application/msword' });
    expect(await sniffFileType(pngBytes())).toEqual({ ext: 'png', mime: 'image/png' });
  });

  it('does not take any zip for a DOCX, nor any compound file for a DOC', async () => {
    expect(await sniffFileType(zipBytes({ 'notes.txt': 'hello' }))).toEqual({
      ext: 'zip',
      mime: 'application/zip',
    });
    expect(await sniffFileType(docBytes('Workbook'))).toBeNull();
    expect(await sniffFileType(Buffer.from('just some text'))).toBeNull();
  });

  it('takes text for an SVG only when its root element is <svg>', async () => {
    const svg = { ext: 'svg', mime: 'image/svg+xml' };
    expect(await sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual(svg);
    expect(
      await sniffFileType(Buffer.from('<?xml version="1.0"?>\n<!-- chart -->\n<svg width="1"></svg>')),
    ).toEqual(svg);
    expect(await sniffFileType(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(await sniffFileType(Buffer.from('<?xml version="1.0"?><note>svg</note>'))).toBeNull();
  });
});
