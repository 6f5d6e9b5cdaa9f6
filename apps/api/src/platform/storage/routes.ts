import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileRow } from '../db/schema';
import { MESSAGES } from '@carenet/shared';
import { AppError } from '../errors';
import type { FileService } from './files';
import type { ByteRange } from './storage';

/** Types a browser may show in place; everything else is downloaded, so no upload runs as a page. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function contentDisposition(file: FileRow): string {
  const kind = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/**
 * The one range of a `Range: bytes=…` header (start-end, start-, or -suffix) within a file of `size`
 * bytes; undefined for no header or one this route answers whole (several ranges, other units), as
 * RFC 9110 allows; 'unsatisfiable' when it starts past the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
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
      // A player seeks in an episode's audio by asking for the bytes at that point (206 Partial Content).
      let range: ByteRange | undefined;
      const opened = await files.open(request.principal, request.params['*'], (file) => {
        const asked = parseByteRange(request.headers.range, file.size);
        if (asked === 'unsatisfiable') {
          void reply.header('content-range', `bytes */${file.size}`);
          throw new AppError('BAD_REQUEST', MESSAGES.rangeNotSatisfiable, undefined, 416);
        }
        range = asked;
        return range;
      });
      if (!opened) throw AppError.notFound();
      const { file, body } = opened;
      void reply
        .type(file.contentType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(file))
        .header('cache-control', 'private, no-store');
      if (!range) return reply.header('content-length', file.size).send(body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    },
  );
}
