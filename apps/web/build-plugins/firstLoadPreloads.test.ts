import { runInNewContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirstLoadGroup, FirstLoadPlan } from './firstLoadGroups';
import { preloadScript, preloadsOf } from './firstLoadPreloads';

const GROUPS: FirstLoadGroup[] = [
  { name: 'home', roots: [], preloadOn: { paths: ['/'] } },
  { name: 'login', roots: [], preloadOn: { paths: ['/login'] } },
  { name: 'signed-in', roots: [], preloadOn: { paths: ['/'], signedIn: true } },
  { name: 'feed', roots: [], preloadOn: { paths: ['/'], signedIn: true } },
];

const PLAN: FirstLoadPlan = {
  fileOf: new Map([
    ['/app/src/HomePage.tsx', 'home'],
    ['/app/src/LoginPage.tsx', 'login'],
    ['/app/src/avatar.tsx', 'home+signed-in'],
    ['/app/src/input.tsx', 'login+feed'],
    ['/app/src/SignedInHome.tsx', 'feed'],
  ]),
  codeSplittingGroups: [],
};

function chunk(fileName: string, moduleId: string, css: string[] = []) {
  return {
    type: 'chunk',
    name: fileName.split('-')[0],
    fileName,
    moduleIds: [moduleId],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

const BUNDLE = Object.fromEntries(
  [
    chunk('index-E1.js', '/app/src/main.tsx'),
    chunk('home-H1.js', '/app/src/HomePage.tsx', ['home-H2.css']),
    chunk('login-L1.js', '/app/src/LoginPage.tsx'),
    // A chunk of another module that happens to share a group's name is not the group's file.
    chunk('login-L9.js', '/app/src/features/auth/login.ts'),
    chunk('home_signed-in-S1.js', '/app/src/avatar.tsx'),
    chunk('login_feed-F1.js', '/app/src/input.tsx'),
    chunk('feed-F2.js', '/app/src/SignedInHome.tsx'),
  ].map((file) => [file.fileName, file]),
) as Rolldown.OutputBundle;

describe('preloadsOf', () => {
  const preloads = preloadsOf(BUNDLE, PLAN, GROUPS, '/assets/');

  it('asks a signed-out home page for the home group and the file it shares, with its style sheet', () => {
    expect(preloads['/'][0]).toEqual([
      ['/assets/home-H1.js', 'script'],
      ['/assets/home-H2.css', 'style'],
      ['/assets/home_signed-in-S1.js', 'script'],
    ]);
  });

  it('adds the signed-in shell and the feed for a signed-in visitor', () => {
    expect(preloads['/'][1].map(([href]) => href)).toEqual([
      '/assets/home-H1.js',
      '/assets/home-H2.css',
      '/assets/home_signed-in-S1.js',
      '/assets/login_feed-F1.js',
      '/assets/feed-F2.js',
    ]);
  });

  it('asks the login screen for its own files only', () => {
    expect(preloads['/login'][0].map(([href]) => href)).toEqual([
      '/assets/login-L1.js',
      '/assets/login_feed-F1.js',
    ]);
  });
});

describe('preloadScript', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    // The script as the page runs it, with the page's globals.
    runInNewContext(preloadScript(preloadsOf(BUNDLE, PLAN, GROUPS, '/assets/'), 'user'), {
      location: window.location,
      localStorage: window.localStorage,
      document,
    });
    return [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  };

  it('adds module preloads and style preloads for the address, as a signed-out visitor', () => {
    expect(run('/')).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/home-H1.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/home-H2.css', crossOrigin: null },
      { rel: 'modulepreload', as: null, href: '/assets/home_signed-in-S1.js', crossOrigin: '' },
    ]);
  });

  it('reads the stored session to add the signed-in files', () => {
    localStorage.setItem('user', '{"id":"u1"}');
    expect(run('/').map((link) => link.href)).toContain('/assets/feed-F2.js');
  });

  it('adds nothing on an address without first-load groups', () => {
    expect(run('/about')).toEqual([]);
  });
});
