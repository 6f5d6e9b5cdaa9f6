import { describe, expect, it } from 'vitest';
import hi from './hi.json';
import { interpolate, translate } from './index';

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
