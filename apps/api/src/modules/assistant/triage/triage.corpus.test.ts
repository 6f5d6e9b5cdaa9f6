import { describe, expect, it } from 'vitest';
import { TRIAGE_GROUPS } from '@carenet/shared';
import { CORPUS_LANGUAGES, mainCorpusFiles, measureCorpus, readCorpusFile } from './corpus';

const lines = mainCorpusFiles().flatMap(readCorpusFile);
const result = measureCorpus(lines);
const describeLine = (line: { file: string; lang: string; text: string }) =>
  `${line.file} [${line.lang}] ${line.text}`;

describe('the triage corpus (corpus/README.md)', () => {
  it('holds at least 400 emergencies over every group and language, and 200 safe messages', () => {
    expect(result.sensitivity.total).toBeGreaterThanOrEqual(400);
    expect(result.specificity.total).toBeGreaterThanOrEqual(200);
    for (const group of TRIAGE_GROUPS) {
      for (const lang of CORPUS_LANGUAGES) {
        const some = lines.some((line) => line.group === group && line.lang === lang);
        expect(some, `${group} has ${lang} lines`).toBe(true);
      }
    }
  });

  it('escalates every emergency of the main corpus (100 % sensitivity)', () => {
    expect(result.missed.map(describeLine)).toEqual([]);
  });

  it('leaves at least 95 % of its safe messages alone', () => {
    const { hits, total } = result.specificity;
    const alarms = result.falseAlarms.map(
      ({ line, groups }) => `${describeLine(line)} → ${groups.join(', ')}`,
    );
    expect(hits / total, alarms.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
