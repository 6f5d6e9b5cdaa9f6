import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileRow } from '../db/schema';
import { AppError } from '../errors';
import type { FileService } from './files';

/** Types a browser may show in place; everything else is downloaded, so no upload runs as a page. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function contentDisposition(file: FileRow): string {
  const kind = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/**
 * GET /files/<key>: an uploaded file, to callers its purpose's policy allows (FileService.canRead).
 * Anyone else, signed in or not, gets the same 404 as for a key that does not exist.
 */
export function registerFileRoutes(app: FastifyInstance, files: FileService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (its uploader, administrators, and whom its purpose allows)',
        params: z.object({ '*': z.string().min(1).max(300) }),
      },
    },
    async (request, reply) => {
      const opened = await files.open(request.principal, request.params['*']);
      if (!opened) throw AppError.notFound();
      const { file, body } = opened;
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
