import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CHAT_FILE_FIELD,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatMessageDto,
  type ChatParticipantDto,
  type ChatRoomDto,
  type ChatRoomPageDto,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';

export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
};

/** How many conversations the lists show. */
export const ROOM_LIST_SIZE = 50;

/** GET /chatRooms: the user's conversations, latest first, with unread counts and the last message. */
export function useChatRooms() {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: async ({ signal }) => {
      const result = await api<ChatRoomDto[]>('/chatRooms', { query: { limit: ROOM_LIST_SIZE }, signal });
      return { rooms: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
  });
}

export type RoomPages = InfiniteData<ChatRoomPageDto, number | null>;

/**
 * GET /chatRooms/{id}: the conversation, newest messages first, a page at a time going back
 * (`before` the oldest seq loaded).
 */
export function useChatRoom(roomId: string) {
  return useInfiniteQuery<ChatRoomPageDto, Error, RoomPages, ReturnType<typeof chatKeys.room>, number | null>(
    {
      queryKey: chatKeys.room(roomId),
      initialPageParam: null as number | null,
      queryFn: async ({ pageParam, signal }) =>
        (
          await api<ChatRoomPageDto>(`/chatRooms/${encodeURIComponent(roomId)}`, {
            query: { limit: CHAT_PAGE_SIZE, before: pageParam },
            signal,
          })
        ).data,
      getNextPageParam: (last) => (last.hasMore ? (last.messages.at(-1)?.seq ?? null) : null),
      // A conversation the reader is not in answers 404; asking again will not change that.
      retry: false,
    },
  );
}

/** The loaded messages, oldest first, each once. */
export function messagesOf(data: RoomPages | undefined): ChatMessageDto[] {
  const byId = new Map<string, ChatMessageDto>();
  for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest seq the cache holds for a conversation (0 when none). */
export function newestSeq(data: RoomPages | undefined): number {
  return data?.pages[0]?.messages[0]?.seq ?? 0;
}

/**
 * Puts a message (sent by this tab, or heard live) into the conversation's cache, once. Answers false
 * when messages are missing before it, so the caller fetches the conversation again.
 */
export function addMessage(client: QueryClient, message: ChatMessageDto): boolean {
  const data = client.getQueryData<RoomPages>(chatKeys.room(message.roomId));
  if (!data?.pages.length) return true;
  if (data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return true;
  const newest = newestSeq(data);
  const [first, ...rest] = data.pages;
  client.setQueryData<RoomPages>(chatKeys.room(message.roomId), {
    ...data,
    pages: [
      {
        ...first,
        messages: [message, ...first.messages].sort((a, b) => b.seq - a.seq),
        room: { ...first.room, lastSeq: Math.max(first.room.lastSeq, message.seq), lastMessage: message },
      },
      ...rest,
    ],
  });
  return message.seq <= newest + 1;
}

/** Someone read up to a seq: their marker in the cached conversation moves there. */
export function moveMarker(client: QueryClient, roomId: string, userId: string, lastReadSeq: number): void {
  client.setQueryData<RoomPages>(chatKeys.room(roomId), (data) => {
    if (!data?.pages.length) return data;
    const [first, ...rest] = data.pages;
    const participants = first.room.participants.map((p): ChatParticipantDto =>
      p._id === userId ? { ...p, lastReadSeq: Math.max(p.lastReadSeq, lastReadSeq) } : p,
    );
    return { ...data, pages: [{ ...first, room: { ...first.room, participants } }, ...rest] };
  });
}

/** POST /chatRooms: the request's conversation, started or found. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) =>
      (await api<ChatRoomDto>('/chatRooms', { method: 'POST', body: { requestId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.rooms }),
  });
}

/** POST /chatRooms/{id}/messages */
export function useSendText(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await api<ChatMessageDto>(`/chatRooms/${roomId}/messages`, { method: 'POST', body: { text } })).data,
    onSuccess: (message) => {
      if (!addMessage(client, message)) void client.invalidateQueries({ queryKey: chatKeys.room(roomId) });
    },
  });
}

/** POST /chatRooms/{id}/attachments: an image, a document or a voice message, with upload progress. */
export function useSendFile(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const body = new FormData();
      body.append(CHAT_FILE_FIELD, file);
      const envelope = await uploadForm<ChatMessageDto>(
        `/chatRooms/${roomId}/attachments`,
        body,
        onProgress,
        CHAT_MESSAGES.sendFailed,
      );
      return { message: envelope.data, said: envelope.message };
    },
    onSuccess: ({ message }) => {
      if (!addMessage(client, message)) void client.invalidateQueries({ queryKey: chatKeys.room(roomId) });
    },
  });
}

/** PUT /chatRooms/{id}: the reader has read up to `seq`; the list's unread count follows. */
export function useMarkRead(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (seq: number) =>
      (await api<ChatRoomDto>(`/chatRooms/${roomId}`, { method: 'PUT', body: { readUpTo: seq } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.rooms }),
  });
}

/** DELETE /chatRooms/{id} (the request's owner or an administrator). */
export function useDeleteRoom(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>(`/chatRooms/${roomId}`, { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: chatKeys.room(roomId) });
      return client.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });
}
