import { describe, expect, it } from 'vitest';
import { acceptedType, claimsAgree } from './file-types';

describe('acceptedType', () => {
  it('takes a type as the first of the route’s kinds that has it', () => {
    expect(acceptedType('png', ['image', 'document', 'audio'])).toMatchObject({
      kind: 'image',
      mime: 'image/png',
    });
    expect(acceptedType('png', ['document'])).toMatchObject({ kind: 'document', verification: 'raster' });
    expect(acceptedType('webm', ['image', 'document', 'audio'])).toMatchObject({
      kind: 'audio',
      mime: 'audio/webm',
    });
  });

  it('refuses what none of the route’s kinds takes', () => {
    expect(acceptedType('svg', ['document'])).toBeNull();
    expect(acceptedType('png', ['resume'])).toBeNull();
    expect(acceptedType('rtf', ['document'])).toBeNull();
    expect(acceptedType('exe', ['document', 'image', 'audio', 'resume'])).toBeNull();
    expect(acceptedType('constructor', ['document'])).toBeNull();
  });
});

describe('claimsAgree', () => {
  it('takes the names and Content-Types browsers and systems give a type', () => {
    expect(claimsAgree('jpg', 'Scan.JPEG', 'image/jpeg')).toBe(true);
    expect(claimsAgree('tif', 'scan.tiff', '')).toBe(true);
    expect(claimsAgree('rtf', 'cv.rtf', 'application/msword')).toBe(true);
    expect(claimsAgree('mp4', 'voice-message.m4a', 'audio/mp4')).toBe(true);
    expect(claimsAgree('webm', 'voice-message.webm', 'audio/webm;codecs=opus')).toBe(true);
    expect(claimsAgree('pdf', 'report.pdf', 'application/octet-stream')).toBe(true);
  });

  it('refuses a name or a Content-Type that claims another type', () => {
    expect(claimsAgree('pdf', 'report.docx', 'application/pdf')).toBe(false);
    expect(claimsAgree('pdf', 'report', '')).toBe(false);
    expect(claimsAgree('pdf', 'report.pdf', 'text/html')).toBe(false);
    expect(claimsAgree('png', 'photo.png', 'image/gif')).toBe(false);
  });
});
