// Without zod, so the web app's shell (the unread-messages badge and its live updates) does not load
// the schemas.

/**
 * The longest chat message. A message travels whole in one realtime event, and PostgreSQL NOTIFY
 * carries under 8000 bytes: 1500 characters of any script stay under that with the sender's fields.
 */
export const CHAT_TEXT_MAX = 1500;

/** The largest image, document or voice message a chat takes. */
export const CHAT_FILE_MAX_MB = 10;
export const CHAT_FILE_MAX_BYTES = CHAT_FILE_MAX_MB * 1024 * 1024;

/** The multipart field of POST /chatRooms/{id}/attachments. */
export const CHAT_FILE_FIELD = 'file';

/** A conversation's history, a page at a time. */
export const CHAT_PAGE_SIZE = 30;

/** docs/validation-and-limits.md: hold the record control this long before recording starts. */
export const CHAT_HOLD_TO_RECORD_MS = 500;

/** docs/files-and-uploads.md#accepted-types Chat message type, and Document for the document upload of docs/screens-and-flows.md#flows Chat box. */
export const CHAT_MESSAGE_TYPES = ['Text', 'Image', 'Audio', 'Document'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Chat text. SPEC's own strings (§8) are spelled as SPEC has them; the rest are ours. */
export const CHAT_MESSAGES = {
  // docs/api-contract.md#messages
  audioUploaded: 'Audio uploaded successfully',
  documentUploaded: 'Document is uploaded succesfully',
  imageUploaded: 'Image is uploaded successfully',

  // Ours
  textRequired: 'Please type a message.',
  textTooLong: `A message can be at most ${CHAT_TEXT_MAX} characters.`,
  sent: 'Message sent',
  roomNotFound: 'Conversation not found',
  roomStarted: 'Conversation started',
  roomDeleted: 'Conversation deleted',
  roomRead: 'Conversation marked as read',
  invalidRequest: 'Please choose the request this conversation is about.',
  onlyOwnerDeletes: 'Only the owner of this request or an administrator can delete this conversation.',
  fileRequired: 'Please choose a file to send.',
  fileTooLarge: `A file sent in a chat can be at most ${CHAT_FILE_MAX_MB} MB.`,
  fileWrongType:
    'You can send an image (JPEG, PNG, GIF, WebP, BMP, TIFF or SVG), a document (PDF, DOC or DOCX) or a voice message.',
  fileNameMismatch: 'The file’s content does not match its name. Please send the original file.',
  fileUnreadable: 'This file could not be read. Please choose another one.',
  notMultipart: 'Please send the file as multipart/form-data.',
  noConversations: 'No conversations yet. Open one of your care requests and choose Message to start one.',
  noMessages: 'No messages yet. Say hello.',
  loadFailed: 'We could not load this conversation.',
  listFailed: 'We could not load your conversations.',
  sendFailed: 'The message could not be sent. Please try again.',
  microphoneBlocked: 'CareNet cannot use your microphone. Please allow it in your browser and try again.',
  recordingUnsupported: 'This browser cannot record voice messages.',
} as const;

/** Live updates of one conversation (DESIGN §1 Realtime), for its participants. */
export const chatTopic = (roomId: string) => `chat:${roomId}`;
/** Live hints for one user's conversation list: which conversation changed. */
export const chatInboxTopic = (userId: string) => `chatInbox:${userId}`;

/** Event names on those topics. */
export const CHAT_REALTIME_EVENTS = {
  messageCreated: 'message.created',
  read: 'room.read',
  roomDeleted: 'room.deleted',
  conversationUpdated: 'conversation.updated',
} as const;
