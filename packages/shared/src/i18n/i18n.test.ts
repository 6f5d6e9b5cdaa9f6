import { describe, expect, it } from 'vitest';
import hi from './hi.json';
import { interpolate, translate, translateMessage } from './index';

describe('translate', () => {
  it('answers the catalog entry with its placeholders filled in', () => {
    expect(translate({ 'Hello {name}': 'नमस्ते {name}' }, 'Hello {name}', { name: 'Asha' })).toBe('नमस्ते Asha');
  });

  it('falls back to the English text when the catalog has no entry, or there is no catalog', () => {
    expect(translate({}, 'Save {count} files', { count: 3 })).toBe('Save 3 files');
    expect(translate(null, 'Save')).toBe('Save');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the Hindi catalog', () => {
  it('keeps every placeholder of the English text, and no empty entry', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [english, hindi] of Object.entries(hi)) {
      expect(hindi.trim(), english).not.toBe('');
      expect(names(hindi), english).toEqual(names(english));
    }
  });
});

describe('translateMessage', () => {
  const catalog = {
    'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
    'Phone Number {phone} is already verified': 'फ़ोन नंबर {phone} पहले से सत्यापित है',
    '{name} was already checked in at {when}.': '{name} की चेक-इन {when} पर हो चुकी है।',
    '{name} is checked in.': '{name} की चेक-इन हो गई।',
  };

  it('answers the entry of the same text', () => {
    expect(translateMessage(catalog, 'Passwords do not match')).toBe('पासवर्ड मेल नहीं खाते');
  });

  it('matches a filled-in message to the entry with placeholders and carries the values over', () => {
    expect(translateMessage(catalog, 'Phone Number +919876543210 is already verified')).toBe(
      'फ़ोन नंबर +919876543210 पहले से सत्यापित है',
    );
    expect(translateMessage(catalog, 'Asha Rao was already checked in at 05-Mar-2025 10:00 AM.')).toBe(
      'Asha Rao की चेक-इन 05-Mar-2025 10:00 AM पर हो चुकी है।',
    );
    expect(translateMessage(catalog, 'Asha Rao is checked in.')).toBe('Asha Rao की चेक-इन हो गई।');
  });

  it('does not let a short pattern swallow an unrelated sentence', () => {
    const withShort = { ...catalog, '{label} date': '{label} की तारीख', 'Open {name}': '{name} खोलें' };
    expect(translateMessage(withShort, 'Please enter a valid date')).toBe('Please enter a valid date');
    expect(translateMessage(withShort, 'Open 3 files')).toBe('Open 3 files');
  });

  it('leaves a message it does not know in English, and everything in English without a catalog', () => {
    expect(translateMessage(catalog, 'Something new')).toBe('Something new');
    expect(translateMessage(null, 'Passwords do not match')).toBe('Passwords do not match');
  });
});
