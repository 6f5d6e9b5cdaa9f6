import { CHAT_MESSAGES, type ChatMessageType } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { FileReadPolicy } from '../../platform/storage/files';
import { sniffFileType } from '../../platform/storage/sniff';
import type { ReceivedFile } from '../../platform/storage/uploads';
import { UnreadableImageError, normalizeImage } from '../records/image-processing';
import { sniffImageType } from '../records/image-type';
import type { ChatMessageView } from './repository';
import { isParticipant, participantRoom, postMessage } from './service';

/** The `files` purpose of what is sent in a conversation; the file's subjectId is the room's id. */
export const CHAT_FILE_PURPOSE = 'chat-attachment';

/** Besides its sender (and administrators, as for every file), the conversation's participants read it. */
export function defineChatFilePolicy(ctx: AppContext): void {
  const participantReads: FileReadPolicy = async (principal, file) =>
    Boolean(file.subjectId) && (await isParticipant(ctx, principal.userId, file.subjectId ?? ''));
  ctx.files.definePolicy(CHAT_FILE_PURPOSE, participantReads);
}

const DOCUMENT_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Voice messages as browsers record them (SPEC §9: audio/webm; Safari records MP4) and the usual
 * audio files, by the type the bytes were sniffed as. A WebM recording is sniffed as video/webm: the
 * recorder made it audio only, and it is stored as audio/webm.
 */
const AUDIO_MIME: Record<string, string> = {
  webm: 'audio/webm',
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
};

interface Classified {
  type: ChatMessageType;
  ext: string;
  mime: string;
  bytes: Buffer;
}

/**
 * What the bytes are, never what their name claims: an image (stored re-encoded, without its
 * metadata, an SVG as pixels), a document, or audio. Null for anything else.
 */
async function classify(bytes: Buffer): Promise<Classified | null> {
  const imageType = await sniffImageType(bytes);
  if (imageType) {
    try {
      const image = await normalizeImage(bytes, imageType);
      return { type: 'Image', ext: image.ext, mime: image.mime, bytes: image.bytes };
    } catch (err) {
      if (err instanceof UnreadableImageError) throw AppError.field('file', CHAT_MESSAGES.imageUnreadable);
      throw err;
    }
  }
  const sniffed = await sniffFileType(bytes);
  if (!sniffed) return null;
  if (DOCUMENT_MIME[sniffed.ext]) {
    return { type: 'Document', ext: sniffed.ext, mime: DOCUMENT_MIME[sniffed.ext], bytes };
  }
  if (AUDIO_MIME[sniffed.ext])
    return { type: 'Audio', ext: sniffed.ext, mime: AUDIO_MIME[sniffed.ext], bytes };
  return null;
}

/** The uploader's name with the extension the bytes deserve ('photo.bmp' stored as PNG is 'photo.png'). */
function storedName(fileName: string, ext: string): string {
  const base =
    fileName
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.[^.]*$/, '')
      .trim() || 'file';
  return `${base}.${ext}`;
}

/**
 * POST /chatRooms/{id}/attachments: an image, a document or a voice message in the conversation. The
 * upload is read only once the caller is known to take part.
 */
export async function sendAttachment(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  receive: () => Promise<ReceivedFile>,
): Promise<ChatMessageView> {
  const { room, view } = await participantRoom(ctx, principal, roomId);
  const upload = await receive();
  const classified = await classify(upload.bytes);
  if (!classified) throw AppError.field('file', CHAT_MESSAGES.fileWrongType);
  const saved = await ctx.files.save({
    ownerId: principal.userId,
    purpose: CHAT_FILE_PURPOSE,
    name: storedName(upload.filename, classified.ext),
    ext: classified.ext,
    contentType: classified.mime,
    bytes: classified.bytes,
  });
  try {
    await ctx.files.attach(saved.key, {
      ownerId: principal.userId,
      purpose: CHAT_FILE_PURPOSE,
      subjectId: room.id,
    });
    return await postMessage(ctx, principal.userId, room, view, {
      type: classified.type,
      fileKey: saved.key,
    });
  } catch (err) {
    await ctx.files.remove(saved.key);
    throw err;
  }
}

/** SPEC §8's words for each kind of upload. */
export const UPLOADED_MESSAGE: Record<ChatMessageType, string> = {
  Text: CHAT_MESSAGES.sent,
  Image: CHAT_MESSAGES.imageUploaded,
  Audio: CHAT_MESSAGES.audioUploaded,
  Document: CHAT_MESSAGES.documentUploaded,
};
