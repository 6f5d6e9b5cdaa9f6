import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import hi from '@carenet/shared/i18n/hi.json';
import { describe, expect, it } from 'vitest';
import { scanTranslations } from './untranslated';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tests and the fixtures they share show nothing to a person. */
const TEST_FILE = /\.test\.tsx?$|^(testing|test-fixtures)\.tsx?$/;

/** Every source file of the web app a person's screen is made of. */
function screenFiles(dir = webSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : screenFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

const scans = screenFiles().map((file) => ({
  file: path.relative(webSrc, file).split(path.sep).join('/'),
  scan: scanTranslations(file, readFileSync(file, 'utf8')),
}));

describe('scanTranslations finds what a person reads', () => {
  it('flags JSX text, readable attributes and toasts written in English, and collects t() keys', () => {
    const scan = scanTranslations(
      'Example.tsx',
      [
        'const a = <Button aria-label="Close menu" color="red">Save changes</Button>;',
        "const b = <TextInput label={'Full name'} placeholder={t('Your name')} confirmLabel=\"Yes, delete\" />;",
        "notifySuccess('Updated successfully');",
        "const c = <Text>{t('Welcome back, {name}', { name })} 42 · {count}</Text>;",
        'const d = t(`Hello ${name}`);',
        "const links = [{ label: msg('About') }];",
        "const steps = [{ title: 'Your feed', text: 'Requests that concern you.', field: 'title' }];",
      ].join('\n'),
    );
    expect(scan.untranslated.map((finding) => finding.text)).toEqual([
      'Close menu',
      'Save changes',
      'Full name',
      'Yes, delete',
      'Updated successfully',
      'Your feed',
      'Requests that concern you.',
    ]);
    expect(scan.keys).toEqual(['Your name', 'Welcome back, {name}', 'About']);
    expect(scan.unreadable.map((finding) => finding.line)).toEqual([5]);
  });
});

describe('every screen speaks Hindi (docs/languages.md)', () => {
  it('writes no English straight into any screen', () => {
    const leaks = scans
      .filter(({ scan }) => scan.untranslated.length > 0)
      .map(({ file, scan }) => `${file}:${scan.untranslated[0].line} "${scan.untranslated[0].text}"`);
    expect(leaks).toEqual([]);
  });

  it('has a Hindi text for every t() key, and passes t() only readable keys', () => {
    const missing = scans.flatMap(({ file, scan }) =>
      scan.keys.filter((key) => !(key in hi)).map((key) => `${file}: "${key}"`),
    );
    expect(missing).toEqual([]);
    expect(scans.flatMap(({ file, scan }) => scan.unreadable.map((f) => `${file}:${f.line}`))).toEqual([]);
  });
});
