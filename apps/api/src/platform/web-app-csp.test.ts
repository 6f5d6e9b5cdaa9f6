import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testDatabase } from '../../test/app';
import { inlineScriptHashes } from './web-app';

/** The inline script's body exactly as it stands between its tags in index.html. */
const INLINE_SCRIPT = `(() => {\n  const link = document.createElement('link');\n  link.rel = 'modulepreload';\n  document.head.append(link);\n})();`;
const WITH_INLINE_SCRIPT =
  '<!doctype html><html><head><title>CareNet</title>' +
  `<script>${INLINE_SCRIPT}</script>` +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const WITHOUT_INLINE_SCRIPT =
  '<!doctype html><html><head><title>CareNet</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const dists: string[] = [];
/** A built web app's folder, with this index.html when given one. */
function webDist(indexHtml?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'carenet-web-csp-'));
  dists.push(dir);
  if (indexHtml !== undefined) writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return dir;
}
afterEach(() => {
  for (const dir of dists.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The script-src directive of the CSP the whole app, serving the web app from `dist`, sends with a page. */
async function scriptSrcServed(dist: string): Promise<string | undefined> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: dist }),
    database: await testDatabase(),
    logger: false,
    serveWeb: true,
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src '));
  } finally {
    await app.close();
  }
}

describe('inline scripts of the served index.html', () => {
  it('hashes each inline script’s body as written, and leaves scripts loaded by src out', () => {
    expect(inlineScriptHashes(webDist(WITH_INLINE_SCRIPT))).toEqual([sha256Source(INLINE_SCRIPT)]);
  });

  it('has none without a web app, without an index.html, or without inline scripts', () => {
    expect(inlineScriptHashes(null)).toEqual([]);
    expect(inlineScriptHashes(webDist())).toEqual([]);
    expect(inlineScriptHashes(webDist(WITHOUT_INLINE_SCRIPT))).toEqual([]);
  });

  it('lets the page’s inline script run: script-src is the server’s own files and that script’s hash', async () => {
    expect(await scriptSrcServed(webDist(WITH_INLINE_SCRIPT))).toBe(
      `script-src 'self' ${sha256Source(INLINE_SCRIPT)}`,
    );
  });

  it('allows no inline script when the page has none: script-src is the server’s own files only', async () => {
    expect(await scriptSrcServed(webDist(WITHOUT_INLINE_SCRIPT))).toBe("script-src 'self'");
  });
});
