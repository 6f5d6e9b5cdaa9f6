import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/roles-and-permissions.md#abilities-sent-to-the-web: the web never decides from roles. A screen
 * or an action shows from the abilities the API sends (the session's, a resource's), so no web file
 * reads roles to allow or deny. Words and layout that name a person's role go through
 * lib/displayRole.ts, the one place roles are read for display.
 */

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Tests and the fixtures they share decide nothing for a person. */
const TEST_FILE = /\.test\.tsx?$|^(testing|test-fixtures|fixtures)\.tsx?$/;

/** Ways of deciding from roles, each with what it looks like in code. */
const ROLE_CHECKS: { name: string; pattern: RegExp }[] = [
  { name: 'role flags (deriveRoleFlags, RoleFlags)', pattern: /\b(deriveRoleFlags|RoleFlags)\b/ },
  { name: 'the primary role', pattern: /\bprimaryRole\b/ },
  { name: 'the role picker rule', pattern: /\bneedsRolePicker\b/ },
  { name: 'a role rule of the shared package', pattern: /\b(canManagePodcasts|PRIVILEGED_ROLES)\b/ },
  {
    name: 'a role flag read',
    pattern:
      /\bflags\??\.(admin|superAdmin|doctor|patient|facilities|talradioAdmin|volunteerAdmin|finAdmin|organization2)\b/,
  },
  {
    name: 'a role looked up in a list of roles',
    pattern: /\broles\??\.(includes|some|every|indexOf|find)\(/,
  },
  {
    name: 'a role compared',
    pattern:
      /\brole\s*[!=]==?\s*['"](patient|doctor|facilities|facility|admin|superAdmin|owner|talradioAdmin)['"]|['"](patient|doctor|facilities|facility|admin|superAdmin|owner|talradioAdmin)['"]\s*[!=]==?\s*role\b/,
  },
  { name: 'an is-role helper', pattern: /\b(isAdmin|isSuperAdmin|isDoctor|isPatient|isFacility)\b/ },
];

/**
 * The display-only reads of roles, each with why it decides nothing. A file here may use only the checks
 * named for it.
 */
const ALLOWED: Record<string, { checks: string[]; why: string }> = {
  'lib/displayRole.ts': {
    checks: ['the primary role', 'a role looked up in a list of roles'],
    why: 'the role a person is shown as and the roles they hold, for words, pictures, the tour and the menu layout',
  },
  'lib/roleLabel.ts': {
    checks: ['the primary role'],
    why: 'the name of the role a person acts as, shown beside their name',
  },
  'app/layout/AppLayout.tsx': {
    checks: ['the role picker rule'],
    why: 'asks someone who has no role yet to pick one (docs/roles-and-permissions.md#choosing-a-role); it offers a choice, and what they may do follows from the abilities of the role they pick',
  },
  'features/organizations/pages/InvitationPage.tsx': {
    checks: ['a role compared'],
    why: "the role inside a facility that an invitation offers (admin or member), named in the invitation's words",
  },
};

/** Every source file of the web app, tests and test helpers left out. */
function sourceFiles(dir = webSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The role checks in `source`, as 'line: check'. */
export function roleChecksIn(source: string): { line: number; check: string }[] {
  return source.split('\n').flatMap((text, index) =>
    ROLE_CHECKS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => ({
      line: index + 1,
      check: name,
    })),
  );
}

describe('the role checks test', () => {
  it('finds each way of deciding from roles', () => {
    const found = roleChecksIn(
      [
        "import { deriveRoleFlags } from '@carenet/shared';",
        'if (deriveRoleFlags(session?.roles).admin) show();',
        'const shown = flags.doctor && open;',
        "if (session.roles.includes('admin')) return;",
        "const ok = user.role === 'doctor';",
        'const role = primaryRole(roles);',
        'if (isAdmin) return null;',
        'if (canManagePodcasts(flags)) open();',
        'const fine = abilities.manageUsers && entry.role === ASSISTANT_ROLES.user;',
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 1, check: 'role flags (deriveRoleFlags, RoleFlags)' },
      { line: 2, check: 'role flags (deriveRoleFlags, RoleFlags)' },
      { line: 3, check: 'a role flag read' },
      { line: 4, check: 'a role looked up in a list of roles' },
      { line: 5, check: 'a role compared' },
      { line: 6, check: 'the primary role' },
      { line: 7, check: 'an is-role helper' },
      { line: 8, check: 'a role rule of the shared package' },
    ]);
  });
});

describe('the web', () => {
  const files = sourceFiles().map((file) => ({
    file: path.relative(webSrc, file).split(path.sep).join('/'),
    found: roleChecksIn(readFileSync(file, 'utf8')),
  }));

  it('decides nothing from roles, outside the display-only uses allowed by name', () => {
    const decisions = files.flatMap(({ file, found }) =>
      found
        .filter(({ check }) => !ALLOWED[file]?.checks.includes(check))
        .map(({ line, check }) => `${file}:${line} ${check}`),
    );
    expect(decisions).toEqual([]);
  });

  it('keeps no allowance that is no longer used', () => {
    const unused = Object.entries(ALLOWED).flatMap(([file, { checks }]) =>
      checks
        .filter((check) => !files.find((entry) => entry.file === file)?.found.some((f) => f.check === check))
        .map((check) => `${file}: ${check}`),
    );
    expect(unused).toEqual([]);
  });
});
