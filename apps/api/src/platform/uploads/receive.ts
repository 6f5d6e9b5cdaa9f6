import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@carenet/shared';
import { AppError } from '../errors';
import type { UploadRules } from './rules';

/**
 * multipart/form-data for upload routes. Nothing is parsed until a route asks (receiveUpload), and each
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
  /** The Content-Type sent with the file: another claim. */
  mimetype: string;
  bytes: Buffer;
  /** The text fields sent with the file, before or after it. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request into memory, refusing it (413, with the route's message)
 * as soon as it passes maxBytes, so an oversize upload is never held whole. The whole body is read:
 * a second file is refused rather than silently dropped (the parser stops at the first and reports
 * the limit), and so is a request whose file is missing or sent in another field.
 */
export async function receiveFile(
  request: FastifyRequest,
  rules: Pick<UploadRules, 'field' | 'maxBytes' | 'messages'>,
): Promise<ReceivedFile> {
  const { field, maxBytes, messages } = rules;
  if (!request.isMultipart()) throw AppError.badRequest(messages.notMultipart);
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedFile, 'fields'> | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
          fields[part.fieldname] = part.value;
        }
      } else if (part.fieldname === field && part.filename) {
        received = { filename: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() };
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if (err instanceof FilesLimitError) throw AppError.field(field, UPLOAD_MESSAGES.oneFileAtATime);
    if (err instanceof RequestFileTooLargeError) {
      throw new AppError(
        'BAD_REQUEST',
        messages.tooLarge,
        [{ path: field, message: messages.tooLarge }],
        413,
      );
    }
    throw err;
  }
  if (!received) throw AppError.field(field, messages.missing);
  return { ...received, fields };
}
