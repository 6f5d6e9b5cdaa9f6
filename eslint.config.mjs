import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
/** Every folder under apps/web/src/features is one feature, so a new feature is held by the rules below too. */
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers: app/ composes features; a feature uses only itself and the shared layers
 * (components/, lib/, test/ helpers, @carenet/shared); the shared layers use no feature and no app/ code.
 * So a page or part that needs two features lives in app/, and a piece two features need lives in
 * components/ or lib/.
 */
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in app/, or move what both use to components/ or lib/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature never imports app/: app/ composes the features.',
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ serve every feature, so they import no feature and no app/ code.',
  },
  {
    target: `${web}/test`,
    from: `${web}/features`,
    message: 'Test helpers serve every feature, so they import none.',
  },
];

/**
 * The web never works a permission out from roles (docs/roles-and-permissions.md#abilities-sent-to-the-web): a
 * screen or an action shows from the abilities the API sends. src/test/roleChecks.test.ts holds the rest.
 */
const webRoleImports = {
  paths: [
    {
      name: '@carenet/shared',
      importNames: ['deriveRoleFlags', 'RoleFlags'],
      message:
        "The web never decides from roles: read the session's or the resource's abilities (lib/abilities.ts), which the API answers.",
    },
  ],
};

/**
 * Markup that fails the accessibility check only in the moment it shows (a spinner during a lookup), so
 * a page test can easily miss it: Mantine's Loader is a plain span, where an aria-label is not allowed.
 */
const webMarkupRules = [
  {
    selector:
      "JSXOpeningElement[name.name='Loader']:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name='aria-label']",
    message:
      'A Loader is a plain span, where an aria-label is not allowed: name a spinner with components/BusyIndicator, which gives it the status role.',
  },
];

const apiModulesPath = './apps/api/src/modules';
/** Every folder under apps/api/src/modules is one API module, so a new module is held by the rules below too. */
const apiModules = readdirSync(new URL(apiModulesPath, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An API module is used by the others only through its index.ts (`from '../users'`), which names what it
 * offers them; its other files are its own. Tests, and a module's testing.ts helpers, may also use
 * another module's testing.ts, the helpers it offers other modules' tests.
 */
const apiModuleZones = (surfaces) =>
  apiModules.map((module) => ({
    target: `${apiModulesPath}/${module}`,
    from: apiModulesPath,
    except: [
      `./${module}`,
      ...apiModules
        .filter((other) => other !== module)
        .flatMap((other) => surfaces.map((file) => `./${other}/${file}`)),
    ],
    message: surfaces.includes('testing.ts')
      ? "Import another module through its index ('../<module>') or, in a test, its testing.ts, never its other files."
      : "Import another module through its index ('../<module>'), never its other files: export what others need from its index.ts.",
  }));

const apiSrcPath = './apps/api/src';
/**
 * The access layer (apps/api/src/access: the viewer, the care relationship, the refusal rules) sits below
 * the modules: every module asks it, so it imports only the platform and @carenet/shared, never a module
 * nor the app that wires the modules together.
 */
const apiAccessZones = [
  {
    target: `${apiSrcPath}/access`,
    from: [apiModulesPath, `${apiSrcPath}/bootstrap`, `${apiSrcPath}/app.ts`, `${apiSrcPath}/server.ts`],
    message:
      'The access layer sits below the modules: it imports only platform/ and @carenet/shared, never a module (move what it needs into access/).',
  },
];

const importResolution = {
  'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/*.config.*',
      '**/drizzle/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and route handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
      // A cycle makes the order modules run in depend on which one is imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...webMarkupRules],
      'no-restricted-imports': ['error', webRoleImports],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      // A cycle through modules' index files can leave an imported binding undefined while the files load.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/api/src/access/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiAccessZones }],
    },
  },
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: apiModuleZones(['index.ts']) },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/**/*.test.ts', 'apps/api/src/modules/*/testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: apiModuleZones(['index.ts', 'testing.ts']) },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  // The service worker runs in its own global scope, not a window's.
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: globals.serviceworker } },
);
