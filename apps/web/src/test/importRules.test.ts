import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webSrc = path.join(repoRoot, 'apps/web/src');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: path.join(repoRoot, 'eslint.config.mjs'),
  // The fixtures are in no TypeScript project, so they are linted without type information: the import rules need none.
  overrideConfig: { files: ['apps/web/src/**'], ...tseslint.configs.disableTypeChecked },
});

/** The import rules' findings in one lint result; a fixture that could not be linted at all fails the test. */
function importFindingsOf(result: ESLint.LintResult): Linter.LintMessage[] {
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId?.startsWith('import-x/'));
}

/** The import rules' findings for `code` linted as if it were the file at `file` (under apps/web/src). */
async function importFindings(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(webSrc, file) });
  return importFindingsOf(result);
}

// Loading the project's ESLint config and plugins takes a while on a busy machine.
const LINT_TIMEOUT = 60_000;

describe('npm run lint holds the web layers', () => {
  it(
    'refuses a feature importing another feature',
    async () => {
      const findings = await importFindings(
        'features/chat/ImportsAnotherFeature.ts',
        "export { requestFormRoutes } from '../requests/routes';\n",
      );
      expect(findings.map((finding) => finding.ruleId)).toEqual(['import-x/no-restricted-paths']);
      expect(findings[0].message).toContain('A feature never imports another feature');
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses a feature importing app/, and components/ importing a feature',
    async () => {
      const fromFeature = await importFindings(
        'features/chat/ImportsApp.ts',
        "export { withRouteGuards } from '../../app/routeGuards';\n",
      );
      const fromComponents = await importFindings(
        'components/ImportsAFeature.ts',
        "export { conversationListRoutes } from '../features/chat/routes';\n",
      );
      expect(fromFeature.map((finding) => finding.message)).toEqual([
        expect.stringContaining('A feature never imports app/'),
      ]);
      expect(fromComponents.map((finding) => finding.message)).toEqual([
        expect.stringContaining('components/ and lib/ serve every feature'),
      ]);
    },
    LINT_TIMEOUT,
  );

  it(
    'lets a feature import itself and the shared layers, and app/ import features',
    async () => {
      const fromFeature = await importFindings(
        'features/chat/ImportsItsOwn.ts',
        "export { conversationListRoutes } from './routes';\nexport { SIGNED_IN } from '../../lib/routeHandle';\n",
      );
      const fromApp = await importFindings(
        'app/ImportsFeatures.ts',
        "export { conversationListRoutes } from '../features/chat/routes';\n",
      );
      expect([...fromFeature, ...fromApp]).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  describe('an import cycle', () => {
    // The cycle check follows imports on disk, so the two modules are real files, removed afterwards.
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(webSrc, 'test', 'cycle-fixture-'));
      writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second();\n",
      );
      writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it(
      'is refused',
      async () => {
        const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
        expect(importFindingsOf(result).map((finding) => finding.ruleId)).toEqual(['import-x/no-cycle']);
      },
      LINT_TIMEOUT,
    );
  });
});

describe('npm run lint keeps role checks out of the web', () => {
  it(
    'refuses importing deriveRoleFlags or RoleFlags, and lets a file import what it shows from',
    async () => {
      const lint = async (file: string, code: string) => {
        const [result] = await eslint.lintText(code, { filePath: path.join(webSrc, file) });
        return result.messages.filter(
          (message) => message.fatal || message.ruleId === 'no-restricted-imports',
        );
      };
      const flags = await lint(
        'features/chat/DecidesFromRoles.ts',
        "import { deriveRoleFlags } from '@carenet/shared';\nexport const admin = (roles: string[]) => deriveRoleFlags(roles).admin;\n",
      );
      const flagsType = await lint(
        'app/DecidesFromRoles.ts',
        "import type { RoleFlags } from '@carenet/shared';\nexport const doctor = (flags: RoleFlags) => flags.doctor;\n",
      );
      const abilities = await lint(
        'features/chat/ReadsAbilities.ts',
        "import { fullName } from '@carenet/shared';\nimport { holdsAbility } from '../../lib/abilities';\nexport { fullName, holdsAbility };\n",
      );
      expect([...flags, ...flagsType].map((finding) => finding.message)).toEqual([
        expect.stringContaining('The web never decides from roles'),
        expect.stringContaining('The web never decides from roles'),
      ]);
      expect(abilities).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});

describe('npm run lint holds the markup rules', () => {
  it(
    'refuses an aria-label on a bare Loader, and lets BusyIndicator name a spinner',
    async () => {
      const lint = async (code: string) => {
        const [result] = await eslint.lintText(code, {
          filePath: path.join(webSrc, 'features/chat/Spinner.tsx'),
        });
        return result.messages.filter(
          (message) => message.fatal || message.ruleId === 'no-restricted-syntax',
        );
      };
      const bare = await lint(
        'import { Loader } from \'@mantine/core\';\nexport const Spinner = () => <Loader aria-label="Loading" />;\n',
      );
      const named = await lint(
        'import { BusyIndicator } from \'../../components/BusyIndicator\';\nexport const Spinner = () => <BusyIndicator label="Loading" />;\n',
      );
      expect(bare.map((finding) => finding.message)).toEqual([
        expect.stringContaining('components/BusyIndicator'),
      ]);
      expect(named).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
