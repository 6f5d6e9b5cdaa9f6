import { CHAT_MESSAGES, type ChatMessageType } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { FileReadPolicy } from '../../platform/storage/files';
import type { VerifiedUpload } from '../../platform/uploads';
import type { ChatMessageView } from './repository';
import { conversationToPostIn, isParticipant, postMessage } from './service';

/** What a chat takes: an image (stored re-encoded, an SVG as pixels), a PDF or Word document, a voice message. */
export type ChatUploadKind = 'image' | 'document' | 'audio';

/** The `files` purpose of what is sent in a conversation; the file's subjectId is the room's id. */
export const CHAT_FILE_PURPOSE = 'chat-attachment';

/** Besides its sender (and administrators, as for every file), the conversation's participants read it. */
export function defineChatFilePolicy(ctx: AppContext): void {
  const participantReads: FileReadPolicy = async (principal, file) =>
    Boolean(file.subjectId) && (await isParticipant(ctx, principal.userId, file.subjectId ?? ''));
  ctx.files.definePolicy(CHAT_FILE_PURPOSE, participantReads);
}

/** The message type of each kind of file a chat takes. */
const MESSAGE_TYPE_OF: Record<ChatUploadKind, ChatMessageType> = {
  image: 'Image',
  document: 'Document',
  audio: 'Audio',
};

/**
 * POST /chatRooms/{id}/attachments: an image, a document or a voice message in the conversation. The
 * upload is read only once the caller is known to take part.
 */
export async function sendAttachment(
  ctx: AppContext,
  principal: Principal,
  roomId: string,
  receive: () => Promise<VerifiedUpload<ChatUploadKind>>,
): Promise<ChatMessageView> {
  const conversation = await conversationToPostIn(ctx, principal.userId, roomId);
  const upload = await receive();
  const saved = await ctx.files.save({
    ownerId: principal.userId,
    purpose: CHAT_FILE_PURPOSE,
    name: upload.name,
    ext: upload.ext,
    contentType: upload.mime,
    bytes: upload.bytes,
  });
  try {
    return await postMessage(ctx, conversation, {
      type: MESSAGE_TYPE_OF[upload.kind],
      file: { key: saved.key, name: saved.name, contentType: saved.contentType },
      alongside: async (tx) => {
        await ctx.files.attach(
          saved.key,
          { ownerId: principal.userId, purpose: CHAT_FILE_PURPOSE, subjectId: conversation.room.id },
          tx,
        );
      },
    });
  } catch (err) {
    await ctx.files.remove(saved.key);
    throw err;
  }
}

/** docs/api-contract.md#messages's words for each kind of upload. */
export const UPLOADED_MESSAGE: Record<ChatMessageType, string> = {
  Text: CHAT_MESSAGES.sent,
  Image: CHAT_MESSAGES.imageUploaded,
  Audio: CHAT_MESSAGES.audioUploaded,
  Document: CHAT_MESSAGES.documentUploaded,
};
