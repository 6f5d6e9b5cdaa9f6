import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  PODCAST_AUDIO_FIELD,
  PODCAST_AUDIO_MAX_BYTES,
  PODCAST_MESSAGES,
  UPLOAD_MESSAGES,
} from '@carenet/shared';
import { AppError } from '../../platform/errors';
import { bodyHasDisallowedCharacters } from '../../platform/request-guard';
import { acceptedType, claimsAgree, sniffFileType } from '../../platform/uploads';

/** An episode's audio, checked and waiting on the disk until it is stored; `discard` removes it. */
export interface ReceivedAudio {
  path: string;
  name: string;
  ext: string;
  mime: string;
  size: number;
  durationSeconds: number;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
  open(): Readable;
  discard(): Promise<void>;
}

/** Room for the multipart framing and the text fields around the file. */
const FRAMING_ALLOWANCE = 1024 * 1024;
/** file-type reads at most this many first bytes to tell a type. */
const SNIFF_BYTES = 4100;

const tooLarge = () =>
  new AppError(
    'BAD_REQUEST',
    PODCAST_MESSAGES.audioTooLarge,
    [{ path: PODCAST_AUDIO_FIELD, message: PODCAST_MESSAGES.audioTooLarge }],
    413,
  );

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The audio's length in whole seconds, read by music-metadata (loaded with the first upload, not at start). */
async function durationOf(file: string): Promise<number | null> {
  const { parseFile } = await import('music-metadata');
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.max(1, Math.round(seconds))
      : null;
  } catch {
    // A file that starts like audio but cannot be read through is the uploader's to fix, not a 500.
    return null;
  }
}

/**
 * docs/podcasts.md#files: receives the one audio file of POST /talmediaPodcast. A body
 * announced larger than the limit is refused before it is read; the file is streamed to a temporary
 * file, never held in memory, and refused (413) as soon as it passes the limit. Then its type is read
 * from its bytes (MP3, M4A/AAC, OGG/Opus, WAV, WebM audio), its name and Content-Type must agree, and
 * its duration must be readable.
 */
export async function receiveAudio(
  request: FastifyRequest,
  maxBytes: number = PODCAST_AUDIO_MAX_BYTES,
): Promise<ReceivedAudio> {
  if (!request.isMultipart()) throw AppError.badRequest(PODCAST_MESSAGES.notMultipart);
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > maxBytes + FRAMING_ALLOWANCE) throw tooLarge();

  const dir = await mkdtemp(path.join(tmpdir(), 'carenet-podcast-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const target = path.join(dir, 'audio');
    const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
    const fields: Record<string, string> = {};
    let sent: { filename: string; mimetype: string; size: number } | null = null;
    try {
      const parts = request.parts({ limits: { fileSize: maxBytes, files: 1 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname))
            fields[part.fieldname] = part.value;
        } else if (part.fieldname === PODCAST_AUDIO_FIELD && part.filename) {
          let size = 0;
          part.file.on('data', (chunk: Buffer) => (size += chunk.length));
          await pipeline(part.file, createWriteStream(target));
          if (part.file.truncated) throw tooLarge();
          sent = { filename: part.filename, mimetype: part.mimetype, size };
        } else {
          part.file.resume();
        }
      }
    } catch (err) {
      if (err instanceof FilesLimitError)
        throw AppError.field(PODCAST_AUDIO_FIELD, UPLOAD_MESSAGES.oneFileAtATime);
      if (err instanceof RequestFileTooLargeError) throw tooLarge();
      throw err;
    }
    if (bodyHasDisallowedCharacters(fields)) throw AppError.badRequest(MESSAGES.disallowedCharacters);
    if (!sent || sent.size === 0) throw AppError.field(PODCAST_AUDIO_FIELD, PODCAST_MESSAGES.audioRequired);

    const sniffed = await sniffFileType(await firstBytes(target));
    const type = sniffed && acceptedType(sniffed.ext, ['audio']);
    if (!type) throw AppError.field(PODCAST_AUDIO_FIELD, PODCAST_MESSAGES.audioWrongType);
    if (!claimsAgree(type.ext, sent.filename, sent.mimetype))
      throw AppError.field(PODCAST_AUDIO_FIELD, PODCAST_MESSAGES.audioNameMismatch);
    const durationSeconds = await durationOf(target);
    if (durationSeconds === null) throw AppError.field(PODCAST_AUDIO_FIELD, PODCAST_MESSAGES.audioNoDuration);

    return {
      path: target,
      name: sent.filename,
      ext: type.ext,
      mime: type.mime,
      size: sent.size,
      durationSeconds,
      fields,
      open: () => createReadStream(target),
      discard,
    };
  } catch (err) {
    await discard();
    throw err;
  }
}
