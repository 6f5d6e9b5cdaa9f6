import { existsSync } from 'node:fs';
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

/**
 * Serves the web app: real files as they are, and index.html for every other non-API path so the
 * client-side routes (including SPEC's catch-all) work on reload.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/files/');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 'error', statusCode: 404, message: MESSAGES.routeNotFound });
  });
}
