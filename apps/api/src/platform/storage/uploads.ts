import multipart, { type MultipartFields } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * multipart/form-data for upload routes. Nothing is parsed until a route asks (receiveFile), and each
 * route passes its own size limit; these defaults only bound what a route forgets to.
 */
export async function registerUploads(app: FastifyInstance, defaultMaxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fields: 10, fieldSize: 10_000, files: 1, parts: 20, fileSize: defaultMaxBytes },
  });
}

export interface ReceivedFile {
  /** The name the uploader's machine gave the file (its extension is a claim, not a fact). */
  filename: string;
  bytes: Buffer;
  /** The text fields sent before the file (the parser has not read those after it). */
  fields: Record<string, string>;
}

function textFields(fields: MultipartFields): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field' && typeof first.value === 'string') text[name] = first.value;
  }
  return text;
}

export interface ReceiveOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  missingMessage: string;
  tooLargeMessage: string;
  notMultipartMessage: string;
}

/**
 * Reads the one file of a multipart request into memory, refusing it (413, with the route's message)
 * as soon as it passes maxBytes, so an oversize upload is never held whole.
 */
export async function receiveFile(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw AppError.badRequest(options.notMultipartMessage);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part || part.fieldname !== options.field || !part.filename) {
    part?.file.resume();
    throw AppError.field(options.field, options.missingMessage);
  }
  try {
    const bytes = await part.toBuffer();
    return { filename: part.filename, bytes, fields: textFields(part.fields) };
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(
        'BAD_REQUEST',
        options.tooLargeMessage,
        [{ path: options.field, message: options.tooLargeMessage }],
        413,
      );
    }
    throw err;
  }
}
