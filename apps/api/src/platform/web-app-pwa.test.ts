import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/** The web app's public files, as the build copies them next to index.html. */
const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the installable app files as the server sends them', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'carenet-web-pwa-'));
    cpSync(PUBLIC, dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a manifest with the name, standalone display, start URL, theme colour and its icons', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      name: 'CareNet',
      short_name: 'CareNet',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b7a75',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const served = await app.inject({ method: 'GET', url: icon.src });
      expect(served.statusCode, icon.src).toBe(200);
      expect(served.headers['content-type'], icon.src).toBe('image/png');
      // A PNG of the announced size: the width and height of its IHDR header.
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(served.rawPayload.readUInt32BE(16), icon.src).toBe(width);
      expect(served.rawPayload.readUInt32BE(20), icon.src).toBe(height);
    }
  });

  it('serves the offline page as HTML and the service worker as a script checked before each use', async () => {
    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.body).toContain('You are offline');

    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(readFileSync(path.join(PUBLIC, 'sw.js'), 'utf8'));
  });
});
