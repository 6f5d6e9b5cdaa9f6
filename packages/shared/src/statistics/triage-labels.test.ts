import { describe, expect, it } from 'vitest';
import { TRIAGE_GROUPS } from '../assistant/triage';
import hi from '../i18n/hi.json';
import { TRIAGE_GROUP_LABELS } from './triage-labels';

describe('TRIAGE_GROUP_LABELS', () => {
  it('names every triage group, each differently', () => {
    expect(Object.keys(TRIAGE_GROUP_LABELS).sort()).toEqual([...TRIAGE_GROUPS].sort());
    expect(new Set(Object.values(TRIAGE_GROUP_LABELS)).size).toBe(TRIAGE_GROUPS.length);
  });

  it('has a Hindi entry for every label (docs/languages.md)', () => {
    const english = Object.values(TRIAGE_GROUP_LABELS).filter((label) => !(label in hi));
    expect(english).toEqual([]);
  });
});
