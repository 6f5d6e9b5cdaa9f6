import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@carenet/shared';

/** The built SPA (apps/web/dist), looked up from either the source tree or the bundled dist/. */
export function findWebDist(configured?: string): string | null {
  if (configured) return existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : null;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** A `<script ...>body</script>` element: its opening tag's attributes and its body as written. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A `src` attribute among a tag's attributes (not `data-src` and the like). */
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|\/|$)/i;

/**
 * The Content-Security-Policy sources ('sha256-…') that let the browser run the inline scripts of the
 * served index.html and no other inline script: script-src allows only the server's own files, and
 * the browser compares the hash of each inline script's text, exactly as written, with these.
 * Scripts loaded by src are already covered by 'self'. None when no web app is served.
 */
export function inlineScriptHashes(webDist: string | null): string[] {
  const indexHtml = webDist && path.join(webDist, 'index.html');
  if (!indexHtml || !existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !SRC_ATTRIBUTE.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The build names every file under assets/ by a hash of its content: a name never changes content. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, robots.txt, the service worker: kept, but checked with the server before each use. */
const REVALIDATE = 'no-cache';

/**
 * Source maps stay private, and the .br/.gz copies are sent in place of their file (when the browser
 * accepts them), never as files of their own.
 */
const NOT_SERVED = ['**/*.map', '**/*.br', '**/*.gz'];

function isHashedAsset(filePath: string, webDist: string): boolean {
  const relative = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
  return relative.startsWith(HASHED_ASSETS_PREFIX);
}

/** Paths answered 404 rather than with the app: a missing script must not come back as HTML. */
function isMissingFile(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname.startsWith(HASHED_ASSETS_PREFIX) || pathname.endsWith('.map');
}

/**
 * Serves the web app: real files as they are (their brotli or gzip copy when the browser accepts one),
 * and index.html for every other non-API path so the client-side routes (including the catch-all)
 * work on reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: NOT_SERVED,
      preCompressed: true,
      // @fastify/send would write its own Cache-Control (max-age=0) over the one set in setHeaders.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', isHashedAsset(filePath, webDist) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/files/');
    const isPage = !isApi && !isMissingFile(url);
    if (isPage && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ status: 'error', statusCode: 404, message: MESSAGES.routeNotFound });
  });
}
