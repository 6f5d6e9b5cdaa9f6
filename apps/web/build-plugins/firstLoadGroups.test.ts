import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planFirstLoadGroups, type ChunkSummary, type FirstLoadGroup } from './firstLoadGroups';

const APP_ROOT = '/app';
const GROUPS: FirstLoadGroup[] = [
  { name: 'home', roots: ['src/HomePage.tsx'] },
  { name: 'login', roots: ['src/LoginPage.tsx'] },
  { name: 'signed-in', roots: ['src/SignedInActions.tsx'] },
  { name: 'feed', roots: ['src/SignedInHome.tsx'], loadedAfter: ['home', 'signed-in'] },
];

/** A chunk holding one module of the same name; `facade` when it is a lazily loaded part of its own. */
function chunk(name: string, imports: string[] = [], options: { entry?: boolean; facade?: boolean } = {}) {
  const id = path.join(APP_ROOT, 'src', `${name}.tsx`);
  return {
    fileName: `${name}.js`,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade || options.entry ? id : null,
    imports: imports.map((file) => `${file}.js`),
    moduleIds: [id],
  } satisfies ChunkSummary;
}

const CHUNKS: ChunkSummary[] = [
  chunk('main', ['react', 'mantine'], { entry: true }),
  chunk('react'),
  chunk('mantine', ['react']),
  chunk('HomePage', ['avatar', 'card', 'mantine'], { facade: true }),
  chunk('LoginPage', ['input', 'api'], { facade: true }),
  chunk('SignedInActions', ['avatar', 'api', 'menu'], { facade: true }),
  chunk('SignedInHome', ['card', 'input', 'select'], { facade: true }),
  chunk('avatar'),
  chunk('card'),
  chunk('input'),
  chunk('api'),
  chunk('menu'),
  chunk('select'),
  chunk('ReportsPage', ['select'], { facade: true }),
  chunk('unshared'),
];

const fileOf = (plan: Map<string, string>, name: string) =>
  plan.get(path.join(APP_ROOT, 'src', `${name}.tsx`));

describe('planFirstLoadGroups', () => {
  const plan = planFirstLoadGroups(CHUNKS, GROUPS, APP_ROOT);

  it("puts each group's own chunks in the group's file", () => {
    expect(fileOf(plan, 'HomePage')).toBe('home');
    expect(fileOf(plan, 'LoginPage')).toBe('login');
    expect(fileOf(plan, 'SignedInActions')).toBe('signed-in');
    expect(fileOf(plan, 'menu')).toBe('signed-in');
    expect(fileOf(plan, 'SignedInHome')).toBe('feed');
    // A screen outside the groups that needs one of the feed's modules loads the feed's file.
    expect(fileOf(plan, 'select')).toBe('feed');
  });

  it('leaves to the page a part appears in what both load', () => {
    expect(fileOf(plan, 'card')).toBe('home');
  });

  it('gives chunks that unrelated groups share a file of their own', () => {
    expect(fileOf(plan, 'avatar')).toBe('home+signed-in');
    expect(fileOf(plan, 'api')).toBe('login+signed-in');
    expect(fileOf(plan, 'input')).toBe('login+feed');
  });

  it("moves nothing the entry loads and nothing outside the groups' first loads", () => {
    for (const name of ['main', 'react', 'mantine', 'ReportsPage', 'unshared']) {
      expect(fileOf(plan, name)).toBeUndefined();
    }
    expect(plan.size).toBe(10);
  });

  it('refuses a root that is not loaded lazily', () => {
    expect(() => planFirstLoadGroups(CHUNKS, [{ name: 'cards', roots: ['src/card.tsx'] }], APP_ROOT)).toThrow(
      'first-load groups: src/card.tsx is not loaded lazily (no chunk of its own)',
    );
  });
});
