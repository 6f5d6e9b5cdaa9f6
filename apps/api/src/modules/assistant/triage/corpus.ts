import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TRIAGE_GROUPS, type TriageGroup } from '@carenet/shared';
import { triage } from './engine';

/** The corpus files (corpus/README.md): the main corpus the rules were written with, and the held-out files. */
const CORPUS_DIR = fileURLToPath(new URL('./corpus/', import.meta.url));
const isHeldOut = (file: string) => file.startsWith('held-out');
const corpusFiles = () =>
  readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.tsv'))
    .sort();

export const CORPUS_LANGUAGES = ['en', 'hi', 'hinglish'] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];
const SAFE = 'safe';

export interface CorpusLine {
  file: string;
  /** The emergency group the line belongs to, or null for a message that must not escalate. */
  group: TriageGroup | null;
  lang: CorpusLanguage;
  source: string;
  text: string;
}

/** Reads one corpus file, refusing any line that is not group, lang, source and text. */
export function readCorpusFile(file: string): CorpusLine[] {
  const [header, ...lines] = readFileSync(`${CORPUS_DIR}${file}`, 'utf8').split('\n');
  if (header?.trim() !== 'group\tlang\tsource\ttext') throw new Error(`${file}: unexpected header`);
  return lines
    .filter((line) => line.trim())
    .map((line, index) => {
      const [group, lang, source, text, ...rest] = line.split('\t');
      const where = `${file}:${index + 2}`;
      if (rest.length || !text) throw new Error(`${where}: expected 4 tab-separated fields`);
      if (group !== SAFE && !TRIAGE_GROUPS.includes(group as TriageGroup)) {
        throw new Error(`${where}: unknown group ${group}`);
      }
      if (!CORPUS_LANGUAGES.includes(lang as CorpusLanguage))
        throw new Error(`${where}: unknown lang ${lang}`);
      return {
        file,
        group: group === SAFE ? null : (group as TriageGroup),
        lang: lang as CorpusLanguage,
        source: source ?? '',
        text,
      };
    });
}

/** The main corpus: every corpus file but the held-out ones. */
export const mainCorpusFiles = () => corpusFiles().filter((file) => !isHeldOut(file));

/** The held-out files, written apart from the rules: the rules are never tuned to them. */
export const heldOutFiles = () => corpusFiles().filter(isHeldOut);

/** Hits out of all, for one slice of a corpus. */
export interface Tally {
  hits: number;
  total: number;
}

/** How the engine did on a corpus: escalations of emergencies and calm answers to safe messages. */
export interface CorpusResult {
  sensitivity: Tally;
  specificity: Tally;
  /** Emergencies escalated, per group. */
  byGroup: Map<TriageGroup, Tally>;
  /** Emergencies escalated, per language. */
  sensitivityByLanguage: Map<CorpusLanguage, Tally>;
  /** Safe messages left alone, per language. */
  specificityByLanguage: Map<CorpusLanguage, Tally>;
  /** Emergencies whose own group was among those named (so the right help is shown). */
  rightGroup: Tally;
  missed: CorpusLine[];
  falseAlarms: { line: CorpusLine; groups: TriageGroup[] }[];
}

const count = <K>(map: Map<K, Tally>, key: K, hit: boolean) => {
  const tally = map.get(key) ?? { hits: 0, total: 0 };
  tally.total++;
  if (hit) tally.hits++;
  map.set(key, tally);
};

export function measureCorpus(lines: CorpusLine[]): CorpusResult {
  const result: CorpusResult = {
    sensitivity: { hits: 0, total: 0 },
    specificity: { hits: 0, total: 0 },
    byGroup: new Map(),
    sensitivityByLanguage: new Map(),
    specificityByLanguage: new Map(),
    rightGroup: { hits: 0, total: 0 },
    missed: [],
    falseAlarms: [],
  };
  for (const line of lines) {
    const { groups } = triage(line.text);
    const escalated = groups.length > 0;
    if (line.group) {
      result.sensitivity.total++;
      result.rightGroup.total++;
      if (escalated) result.sensitivity.hits++;
      else result.missed.push(line);
      if (groups.includes(line.group)) result.rightGroup.hits++;
      count(result.byGroup, line.group, escalated);
      count(result.sensitivityByLanguage, line.lang, escalated);
    } else {
      result.specificity.total++;
      if (escalated) result.falseAlarms.push({ line, groups });
      else result.specificity.hits++;
      count(result.specificityByLanguage, line.lang, !escalated);
    }
  }
  return result;
}

export const percent = ({ hits, total }: Tally) =>
  total === 0 ? 'n/a' : `${((100 * hits) / total).toFixed(1)} % (${hits}/${total})`;
