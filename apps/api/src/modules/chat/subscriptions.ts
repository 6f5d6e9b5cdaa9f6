import type { AppContext } from '../../platform/context';
import { defineChatFilePolicy } from './attachments';
import { announceMeetLinksInChat } from './meet-link-messages';
import { registerChatRealtime } from './realtime';

/**
 * Chat's part in the app: who may open the files sent in a conversation, the realtime topics of
 * conversations and inboxes, and a doctor's new meet link announced in the request's conversation.
 */
export function subscribeChat(ctx: AppContext): void {
  defineChatFilePolicy(ctx);
  registerChatRealtime(ctx);
  announceMeetLinksInChat(ctx);
}
