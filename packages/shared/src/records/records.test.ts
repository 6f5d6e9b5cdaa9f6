import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECORD_MESSAGES,
  claimedType,
  documentPropertiesSchema,
  imagesUploadedMessage,
  latestDocumentDate,
} from './index';

const messagesOf = (input: unknown) => {
  const parsed = documentPropertiesSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

afterEach(() => vi.useRealTimers());

describe('documentPropertiesSchema (docs/validation-and-limits.md#clinical Uploader)', () => {
  it('asks for a name and a date with their messages', () => {
    expect(messagesOf({ userGivenName: '  ', date: '2025-01-10' })).toEqual(['Please name the document.']);
    expect(messagesOf({ userGivenName: 'X-ray' })).toEqual([RECORD_MESSAGES.dateRequired]);
    expect(messagesOf({ userGivenName: 'X-ray', date: '2025-02-30' })).toEqual([
      RECORD_MESSAGES.dateRequired,
    ]);
  });

  it('refuses a date that has not begun anywhere yet, and takes today in the first time zone', () => {
    vi.useFakeTimers({ now: new Date('2025-06-10T12:00:00Z') });
    expect(latestDocumentDate()).toBe('2025-06-11');
    expect(messagesOf({ userGivenName: 'X-ray', date: '2025-06-11' })).toEqual([]);
    expect(messagesOf({ userGivenName: 'X-ray', date: '2025-06-12' })).toEqual([
      RECORD_MESSAGES.dateInFuture,
    ]);
  });

  it('keeps an empty note and trims the fields', () => {
    expect(documentPropertiesSchema.parse({ userGivenName: ' Blood test ', date: '2024-12-01' })).toEqual({
      userGivenName: 'Blood test',
      note: '',
      date: '2024-12-01',
    });
  });
});

describe('record helpers', () => {
  it('reads the type a name claims, whichever spelling it uses', () => {
    expect(claimedType('Scan.JPEG')).toBe('jpg');
    expect(claimedType('report.tiff')).toBe('tif');
    expect(claimedType('letter.docx')).toBe('docx');
    expect(claimedType('no-extension')).toBe('');
  });

  it('counts uploaded images the way docs/api-contract.md#messages says it', () => {
    expect(imagesUploadedMessage(1)).toBe('Image is uploaded successfully');
    expect(imagesUploadedMessage(3)).toBe('3 images are uploaded successfully');
  });
});
