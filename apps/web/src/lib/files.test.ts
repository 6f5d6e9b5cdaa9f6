import { describe, expect, it } from 'vitest';
import { RECORD_MAX_BYTES, RECORD_MESSAGES } from '@carenet/shared';
import { baseName, documentProblem, imageProblem, localToday } from './files';

const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checks before an upload (docs/validation-and-limits.md#clinical Uploader and Image upload)', () => {
  it('takes pdf, images, doc and docx as documents, one of at most 10 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.jpeg', 'e.png', 'f.tiff'])
      expect(documentProblem(fileOf(name))).toBeNull();
    expect(documentProblem(fileOf('setup.exe'))).toBe(RECORD_MESSAGES.documentWrongType);
    expect(documentProblem(fileOf('drawing.svg'))).toBe(RECORD_MESSAGES.documentWrongType);
    expect(documentProblem(fileOf('big.pdf', RECORD_MAX_BYTES + 1))).toBe(RECORD_MESSAGES.documentTooLarge);
  });

  it('takes jpeg, gif, png, bmp, tiff, svg and webp as images', () => {
    for (const name of ['a.jpg', 'b.jpeg', 'c.gif', 'd.png', 'e.bmp', 'f.tif', 'g.svg', 'h.webp']) {
      expect(imageProblem(fileOf(name)), name).toBeNull();
    }
    expect(imageProblem(fileOf('report.pdf'))).toBe(RECORD_MESSAGES.imageWrongType);
    expect(imageProblem(fileOf('big.png', RECORD_MAX_BYTES + 1))).toBe(RECORD_MESSAGES.imageTooLarge);
  });

  it("offers today in the reader's time zone as the latest date, and the file's name as the document's", () => {
    expect(localToday(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
    expect(baseName('Blood test March.pdf')).toBe('Blood test March');
  });
});
