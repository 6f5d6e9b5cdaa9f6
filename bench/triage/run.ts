import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TRIAGE_GROUPS } from '@carenet/shared';
import {
  CORPUS_LANGUAGES,
  heldOutFiles,
  mainCorpusFiles,
  measureCorpus,
  percent,
  readCorpusFile,
  type CorpusLine,
  type CorpusResult,
} from '../../apps/api/src/modules/assistant/triage/corpus';
import { triage } from '../../apps/api/src/modules/assistant/triage/engine';

/**
 * bench:triage: how the assistant's triage engine does on its corpus and on the held-out file
 * (apps/api/src/modules/assistant/triage/corpus/README.md): sensitivity and specificity, per group and
 * per language, the lines it gets wrong, and how long one message takes.
 */

function report(title: string, lines: CorpusLine[], result: CorpusResult, showLines: boolean) {
  console.log(`\n## ${title}: ${lines.length} messages`);
  console.log(`sensitivity ${percent(result.sensitivity)}   specificity ${percent(result.specificity)}`);
  console.log(`the emergency's own group named (its help shown): ${percent(result.rightGroup)}`);
  console.log('\nper language     sensitivity              specificity');
  for (const lang of CORPUS_LANGUAGES) {
    const sensitivity = result.sensitivityByLanguage.get(lang);
    const specificity = result.specificityByLanguage.get(lang);
    console.log(
      `  ${lang.padEnd(14)} ${(sensitivity ? percent(sensitivity) : 'n/a').padEnd(24)} ${specificity ? percent(specificity) : 'n/a'}`,
    );
  }
  console.log('\nper group        sensitivity');
  for (const group of TRIAGE_GROUPS) {
    const tally = result.byGroup.get(group);
    console.log(`  ${group.padEnd(14)} ${tally ? percent(tally) : 'n/a'}`);
  }
  if (!showLines) {
    console.log('\n(its lines are not printed: the rules must never be tuned to them)');
    return;
  }
  if (result.missed.length) {
    console.log('\nmissed emergencies:');
    for (const line of result.missed) console.log(`  ${line.group} [${line.lang}] ${line.text}`);
  }
  if (result.falseAlarms.length) {
    console.log('\nsafe messages escalated:');
    for (const { line, groups } of result.falseAlarms) {
      console.log(`  ${line.source} [${line.lang}] ${line.text} → ${groups.join(', ')}`);
    }
  }
}

function timing(lines: CorpusLine[]) {
  const times: number[] = [];
  for (const line of lines) {
    const start = performance.now();
    triage(line.text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  console.log(
    `\n## time per message (${times.length} messages, after a warm-up): median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
  );
}

const [one, five, fifteen] = loadavg();
console.log(
  `# bench:triage (load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}, ${cpus().length} cores)`,
);
const main = mainCorpusFiles().flatMap(readCorpusFile);
report(`main corpus (${mainCorpusFiles().join(', ')})`, main, measureCorpus(main), true);
const heldOut = heldOutFiles().flatMap((file) => {
  const lines = readCorpusFile(file);
  report(`held-out ${file}, written apart from the rules`, lines, measureCorpus(lines), false);
  return lines;
});
report('all held-out files together', heldOut, measureCorpus(heldOut), false);
timing([...main, ...heldOut]);
