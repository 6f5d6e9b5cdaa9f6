// `npm test`: unit, API and component suites, then the browser suite against the built app.
// Ends with one plain "N passed, N failed" line summing every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reports = mkdtempSync(path.join(tmpdir(), 'carenet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by file and name, repeated at the end, where a short tail of the output still shows it. */
const failures = [];
let exitCode = 0;

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

function count(reportFile) {
  if (!existsSync(reportFile)) return false;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${path.relative(root, file.name)} > ${test.fullName}`);
    }
  }
  return true;
}

function vitest(label, cwdArgs, reportName) {
  const reportFile = path.join(reports, reportName);
  run(label, npm, [
    'exec',
    '--',
    'vitest',
    'run',
    ...cwdArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  if (!count(reportFile)) {
    console.log(`${label}: the runner produced no report`);
    totals.failed += 1;
  }
}

vitest('unit, API and component tests', [], 'unit.json');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('build', npm, ['run', 'build'])) {
    vitest('browser tests (Chromium)', ['--root', 'e2e'], 'e2e.json');
  } else {
    totals.failed += 1;
  }
} else {
  console.log(
    `\nbrowser tests: NOT RUN — Chromium is not installed at ${chromium} (apt-get install -y chromium).`,
  );
}

if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(exitCode || (totals.failed ? 1 : 0));
