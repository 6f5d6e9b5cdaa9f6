import { describe, expect, it } from 'vitest';
import hi from '../i18n/hi.json';
import { EMERGENCY_ADVICE, EMERGENCY_ANSWER_TEXT, emergencyAnswer, emergencyHelp } from './emergency';
import { TRIAGE_GROUPS } from './triage';

const catalog: Record<string, string> = hi;
const texts = [
  ...Object.values(EMERGENCY_ANSWER_TEXT),
  ...Object.values(EMERGENCY_ADVICE).flatMap(({ title, advice }) => [title, advice]),
  ...emergencyHelp(TRIAGE_GROUPS).lines.map((line) => line.label),
  'India',
  'US',
];

describe('emergency answers', () => {
  it('has every sentence of every group in Hindi', () => {
    expect(texts.filter((text) => !catalog[text])).toEqual([]);
  });

  it('writes a whole answer in Hindi when given the Hindi catalog, numbers and links untouched', () => {
    const answer = emergencyAnswer(['suicide', 'poisoning'], (text) => catalog[text] ?? text);
    for (const [english] of [[EMERGENCY_ADVICE.suicide.advice], [EMERGENCY_ANSWER_TEXT.comeBack]]) {
      expect(answer).toContain(catalog[english]);
      expect(answer).not.toContain(english);
    }
    for (const href of ['tel:112', 'tel:108', 'tel:911', 'tel:14416', 'tel:988', 'tel:1800116117']) {
      expect(answer).toContain(`](${href})`);
    }
  });

  it('offers the crisis lines first for suicide and self-harm, and India before the US', () => {
    expect(emergencyHelp(['suicide']).lines.map((line) => line.href)).toEqual([
      'tel:14416',
      'tel:988',
      'tel:112',
      'tel:108',
      'tel:911',
    ]);
    expect(emergencyHelp(['poisoning']).lines.map((line) => line.region)).toEqual([
      'IN',
      'IN',
      'IN',
      'US',
      'US',
    ]);
  });

  it('gives crisis lines only for suicide and self-harm, poison lines only for poisoning', () => {
    // Which kinds of line, whatever their order (the order is the card's: crisis lines first).
    const kinds = (groups: Parameters<typeof emergencyHelp>[0]) =>
      [...new Set(emergencyHelp(groups).lines.map((line) => line.kind))].sort();
    expect(kinds(['heart'])).toEqual(['ambulance', 'emergency']);
    expect(kinds(['suicide'])).toEqual(['ambulance', 'crisis', 'emergency']);
    expect(kinds(['poisoning'])).toEqual(['ambulance', 'emergency', 'poison']);
    expect(kinds([])).toEqual(['ambulance', 'emergency']);
  });
});
