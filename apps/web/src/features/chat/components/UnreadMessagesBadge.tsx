import { Badge } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { useChatRooms } from '../api';
import { useLiveRoomList } from '../useChatLive';
import { t } from '../../../lib/i18n';

/** Beside the side menu's 'Messages': how many messages by others wait unread, kept live. */
export function UnreadMessagesBadge() {
  const session = useSession();
  useLiveRoomList(session?._id ?? null);
  const rooms = useChatRooms().data?.rooms ?? [];
  const unread = rooms.reduce((sum, room) => sum + room.unreadCount, 0);
  if (!unread) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      aria-label={t('{count} unread messages', { count: unread })}
    >
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
