import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const apiSrc = path.join(repoRoot, 'apps/api/src');
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: path.join(repoRoot, 'eslint.config.mjs'),
  // The fixtures are in no TypeScript project, so they are linted without type information: the import rules need none.
  overrideConfig: { files: ['apps/api/src/**'], ...tseslint.configs.disableTypeChecked },
});

/** The import rules' findings for `code` linted as if it were the file at `file` (under apps/api/src). */
async function importFindings(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiSrc, file) });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId?.startsWith('import-x/'));
}

// Loading the project's ESLint config and plugins takes a while on a busy machine.
const LINT_TIMEOUT = 60_000;

describe('npm run lint holds the API modules to their index files', () => {
  it(
    "refuses a module importing another module's file",
    async () => {
      const findings = await importFindings(
        'modules/chat/ImportsAnotherModulesFile.ts',
        "export { findUserById } from '../users/repository';\n",
      );
      expect(findings.map((finding) => finding.ruleId)).toEqual(['import-x/no-restricted-paths']);
      expect(findings[0].message).toContain("Import another module through its index ('../<module>')");
    },
    LINT_TIMEOUT,
  );

  it(
    "lets a module import another module's index, its own files and the platform",
    async () => {
      const findings = await importFindings(
        'modules/chat/ImportsThroughIndex.ts',
        [
          "export { findUserById } from '../users';",
          "export { CHAT_EVENTS } from './events';",
          "export { AppError } from '../../platform/errors';",
          '',
        ].join('\n'),
      );
      expect(findings).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    "lets only tests import another module's testing.ts",
    async () => {
      const code = "export { careCircle } from '../chat/testing';\n";
      const fromTest = await importFindings('modules/contacts/usesChatHelpers.test.ts', code);
      const fromService = await importFindings('modules/contacts/usesChatHelpers.ts', code);
      expect(fromTest).toEqual([]);
      expect(fromService.map((finding) => finding.ruleId)).toEqual(['import-x/no-restricted-paths']);
    },
    LINT_TIMEOUT,
  );
});

describe('npm run lint keeps the access layer below the modules', () => {
  it(
    'refuses the access layer importing a module, by its index or any of its files',
    async () => {
      const findings = await importFindings(
        'access/ImportsAModule.ts',
        [
          "export { getVisibleRequest } from '../modules/requests';",
          "export { findRequestView } from '../modules/requests/repository';",
          "export { careLinksOfDoctor } from '../modules/care-team';",
          '',
        ].join('\n'),
      );
      expect(findings.map((finding) => finding.ruleId)).toEqual([
        'import-x/no-restricted-paths',
        'import-x/no-restricted-paths',
        'import-x/no-restricted-paths',
      ]);
      expect(findings[0].message).toContain('The access layer sits below the modules');
    },
    LINT_TIMEOUT,
  );

  it(
    'lets the access layer import the platform, @carenet/shared and its own files, and a module import it',
    async () => {
      const fromAccess = await importFindings(
        'access/ImportsBelow.ts',
        [
          "export { AppError } from '../platform/errors';",
          "export { REQUEST_STATUS } from '@carenet/shared';",
          "export { careState } from './relationship';",
          '',
        ].join('\n'),
      );
      const fromModule = await importFindings(
        'modules/chat/ImportsAccess.ts',
        "export { assertAllowed, refuseConversation } from '../../access';\n",
      );
      expect(fromAccess).toEqual([]);
      expect(fromModule).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
