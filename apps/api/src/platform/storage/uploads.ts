import multipart from '@fastify/multipart';
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
    return { filename: part.filename, bytes: await part.toBuffer() };
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
