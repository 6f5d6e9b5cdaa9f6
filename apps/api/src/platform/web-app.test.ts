import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>CareNet</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
const ROBOTS = 'User-agent: *\nAllow: /\n';

/** A built web app as Vite leaves it: hashed assets with their compressed copies and a hidden source map. */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, content: string, compressed: boolean) => {
    writeFileSync(path.join(dir, name), content);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
  };
  write('index.html', INDEX_HTML, true);
  write('robots.txt', ROBOTS, false);
  write('assets/index-Ab12Cd34.js', SCRIPT, true);
  write('assets/index-Ab12Cd34.js.map', '{"version":3,"sources":["src/main.tsx"]}', false);
}

describe('the web app as the server sends it', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'carenet-web-dist-'));
    writeBuild(dist);
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script brotli-compressed to a browser that accepts brotli, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed and to be checked again before each use, at / and at any screen’s address', async () => {
    for (const url of ['/', '/login', '/donationRequest/5f0c/edit?tab=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
    }
    const plain = await get('/login');
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('answers 404, not the app, for source maps, compressed copies asked by name and missing scripts', async () => {
    for (const url of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js.br',
      '/assets/index-Old00000.js',
    ]) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('sends robots.txt as text, to be checked again before each use', async () => {
    const res = await get('/robots.txt', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(ROBOTS);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown API paths with the JSON 404', async () => {
    const res = await get('/api/v1/no-such-route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 404 });
  });
});
