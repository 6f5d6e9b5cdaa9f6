import {
  CHAT_FILE_FIELD,
  CHAT_FILE_MAX_BYTES,
  CHAT_MESSAGES,
  chatMessagesQuerySchema,
  chatRoomListQuerySchema,
  createChatRoomSchema,
  idParamSchema,
  sendChatMessageSchema,
  updateChatRoomSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload, type UploadRules } from '../../platform/uploads';
import { UPLOADED_MESSAGE, sendAttachment, type ChatUploadKind } from './attachments';
import { presentMessage, presentRoom } from './presenter';
import { deleteRoom, getRoomPage, listRooms, markRead, sendText, startRoom } from './service';

const tags = ['chat'];

const ATTACHMENT_UPLOAD: UploadRules<ChatUploadKind> = {
  field: CHAT_FILE_FIELD,
  accepts: ['image', 'document', 'audio'],
  maxBytes: CHAT_FILE_MAX_BYTES,
  messages: {
    missing: CHAT_MESSAGES.fileRequired,
    notMultipart: CHAT_MESSAGES.notMultipart,
    tooLarge: CHAT_MESSAGES.fileTooLarge,
    wrongType: CHAT_MESSAGES.fileWrongType,
    nameMismatch: CHAT_MESSAGES.fileNameMismatch,
    unreadable: CHAT_MESSAGES.fileUnreadable,
  },
};

/**
 * docs/api-contract.md chat: the private conversation of a care request between its patient and its doctors
 * (docs/validation-and-limits.md#conversation Chat), live over the realtime socket (topic chat:<roomId>).
 */
export const chatRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/chatRooms',
    {
      schema: {
        tags,
        summary: "Start a request's conversation, or get it when it exists (its patient and doctors)",
        body: createChatRoomSchema,
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const { room, created } = await startRoom(ctx, principal, request.body.requestId, request.ip);
      const statusCode = created ? 201 : 200;
      const message = created ? CHAT_MESSAGES.roomStarted : 'Success';
      return reply.code(statusCode).send(ok(presentRoom(room, principal), message, { statusCode }));
    },
  );

  app.get(
    '/chatRooms',
    {
      schema: {
        tags,
        summary: "The caller's conversations, latest first, with the last message and unread counts",
        querystring: chatRoomListQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { rooms, total } = await listRooms(ctx, principal, request.query);
      return ok(
        rooms.map((room) => presentRoom(room, principal)),
        'Success',
        { totalCountOfRecords: total },
      );
    },
  );

  app.get(
    '/chatRooms/:id',
    {
      schema: {
        tags,
        summary:
          "A conversation (by its id or its request's) and a page of its messages: newest first, oldest first with sortOrder=1; before/after page by seq",
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const page = await getRoomPage(ctx, principal, request.params.id, request.query);
      return ok({
        room: presentRoom(page.room, principal),
        messages: page.messages.map(presentMessage),
        hasMore: page.hasMore,
      });
    },
  );

  app.put(
    '/chatRooms/:id',
    {
      schema: {
        tags,
        summary: "Move the caller's read marker (to readUpTo, or to the newest message)",
        params: idParamSchema,
        body: updateChatRoomSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const room = await markRead(ctx, principal, request.params.id, request.body.readUpTo);
      return ok(presentRoom(room, principal), CHAT_MESSAGES.roomRead);
    },
  );

  app.delete(
    '/chatRooms/:id',
    {
      schema: {
        tags,
        summary:
          "Delete a conversation with its messages and files (the request's owner or an administrator)",
        params: idParamSchema,
      },
    },
    async (request) => {
      await deleteRoom(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, CHAT_MESSAGES.roomDeleted);
    },
  );

  app.post(
    '/chatRooms/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a text message (blank text is refused)',
        params: idParamSchema,
        body: sendChatMessageSchema,
      },
    },
    async (request, reply) => {
      const message = await sendText(ctx, requireUser(request), request.params.id, request.body.text);
      return reply.code(201).send(ok(presentMessage(message), CHAT_MESSAGES.sent, { statusCode: 201 }));
    },
  );

  app.post(
    '/chatRooms/:id/attachments',
    {
      schema: {
        tags,
        summary: `Send an image, a document (PDF, DOC, DOCX) or a voice message (WebM, Ogg, MP4, MP3, WAV) as multipart "${CHAT_FILE_FIELD}", max 10 MB; the type is read from the bytes`,
        params: idParamSchema,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const receive = () => receiveUpload(request, ATTACHMENT_UPLOAD);
      const message = await sendAttachment(ctx, requireUser(request), request.params.id, receive);
      return reply.code(201).send(
        ok(presentMessage(message), UPLOADED_MESSAGE[message.message.type as keyof typeof UPLOADED_MESSAGE], {
          statusCode: 201,
        }),
      );
    },
  );
};
