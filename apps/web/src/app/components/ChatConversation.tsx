import {
  Alert,
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconDots, IconLock, IconMessageOff, IconTrash } from '@tabler/icons-react';
import {
  CHAT_MESSAGES,
  fullName,
  type ChatMessageDto,
  type ChatRoomDto,
  type RequestDto,
} from '@carenet/shared';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../components/notify';
import { UserAvatar } from '../../components/UserAvatar';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { MeetLinkDialog } from '../../features/meet-links/components/MeetLinkDialog';
import { WritePrescriptionDialog } from '../../features/prescriptions/components/WritePrescriptionDialog';
import { useRequest } from '../../lib/requests';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messagesOf, useChatRoom, useDeleteRoom, useMarkRead } from '../../features/chat/api';
import { formatDay } from '../../features/chat/format';
import { useLiveConversation } from '../../features/chat/useChatLive';
import { ChatBox, type DoctorTools } from '../../features/chat/components/ChatBox';
import { MessageItem } from '../../features/chat/components/MessageItem';
import { t, tm } from '../../lib/i18n';

interface ChatConversationProps {
  roomId: string;
  /** Shown as a back arrow on small screens, where the list is another page. */
  onBack?: () => void;
  /** Called once the conversation is deleted. */
  onDeleted?: () => void;
}

/** How close to the bottom (px) counts as reading the newest messages, so new ones scroll into view. */
const NEAR_BOTTOM_PX = 120;

/**
 * One conversation: its people and request, the history (newest loaded first, 'Load older messages'
 * going back), live messages and read markers, and the chat box. Fills the height it is given.
 */
export function ChatConversation({ roomId, onBack, onDeleted }: ChatConversationProps) {
  const query = useChatRoom(roomId);
  const accessEnded = useLiveConversation(roomId);

  if (query.isPending) return <ConversationSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.statusCode === 404) {
      return (
        <Center h="100%" p="lg">
          <Stack align="center" gap="xs" ta="center" maw={360}>
            <IconMessageOff size={40} color="var(--mantine-color-gray-5)" />
            <Text fw={600}>{tm(CHAT_MESSAGES.roomNotFound)}</Text>
            <Text size="sm" c="dimmed">
              {t('This conversation does not exist, was deleted, or you are not part of it.')}
            </Text>
            {onBack && (
              <Button variant="light" onClick={onBack}>
                {t('Back to conversations')}
              </Button>
            )}
          </Stack>
        </Center>
      );
    }
    return (
      <Box p="md">
        <LoadFailedAlert title={tm(CHAT_MESSAGES.loadFailed)} query={query} />
      </Box>
    );
  }
  const room = query.data.pages[0].room;
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <ConversationHeader room={room} onBack={onBack} onDeleted={onDeleted} />
      {/* At the top: on a phone the floating buttons cover the bottom of the screen. */}
      {accessEnded && <AccessEndedNotice message={accessEnded} />}
      <History
        room={room}
        messages={messagesOf(query.data)}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        loadOlder={() => void query.fetchNextPage()}
      />
      {!accessEnded && <Composer room={room} />}
    </Stack>
  );
}

/**
 * In place of the chat box once the server ended the viewer's part in the conversation (their care
 * relationship or verification ended, the request closed): what is on screen stays, nothing new comes.
 */
function AccessEndedNotice({ message }: { message: string }) {
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      radius={0}
      icon={<IconLock size={18} aria-hidden />}
      title={tm(message)}
    >
      {t('New messages will not reach you here, and you cannot reply.')}
    </Alert>
  );
}

function ConversationHeader({
  room,
  onBack,
  onDeleted,
}: {
  room: ChatRoomDto;
  onBack?: () => void;
  onDeleted?: () => void;
}) {
  const viewer = useSession();
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeleteRoom(room._id);
  const others = room.participants.filter((p) => p._id !== viewer?._id);
  const names = others.map((p) => fullName(p.name)).join(', ') || t('Only you so far');
  return (
    <Group
      gap="sm"
      px="md"
      py="sm"
      wrap="nowrap"
      justify="space-between"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {onBack && (
          <ActionIcon
            variant="subtle"
            aria-label={t('Back to conversations')}
            onClick={onBack}
            hiddenFrom="md"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Avatar.Group spacing="sm">
          {others.slice(0, 3).map((p) => (
            <UserAvatar key={p._id} name={p.name} imageUrl={p.profile_image_url} radius="xl" size="md" />
          ))}
        </Avatar.Group>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {names}
          </Text>
          <Anchor
            component={Link}
            to={`/donationRequest/${room.requestId}`}
            size="xs"
            c="dimmed"
            truncate
            display="block"
          >
            {room.requestTitle}
          </Anchor>
        </Box>
      </Group>
      {room.abilities.delete && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('Conversation options')}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
              {t('Delete conversation')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('Delete this conversation?')}
        confirmLabel={t('Delete conversation')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(tm(CHAT_MESSAGES.roomDeleted));
              confirm.close();
              onDeleted?.();
            },
            onError: (err) => notifyFailure(errorMessage(err)),
          })
        }
        onClose={confirm.close}
      >
        {t(
          'Every message, picture, document and voice message in it will be removed for everyone. This cannot be undone.',
        )}
      </ConfirmDialog>
    </Group>
  );
}

interface HistoryProps {
  room: ChatRoomDto;
  messages: ChatMessageDto[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

function History({ room, messages, hasOlder, loadingOlder, loadOlder }: HistoryProps) {
  const viewer = useSession();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first: number; last: number; height: number } | null>(null);
  const markRead = useMarkRead(room._id);
  const me = room.participants.find((p) => p._id === viewer?._id);
  const newest = messages.at(-1)?.seq ?? 0;

  // New messages at the end scroll into view when the reader is at the end; older ones loaded at the
  // top keep what the reader is looking at in place.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0]?.seq ?? 0;
    const before = previous.current;
    if (before && first < before.first && newest === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (!before || nearBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last: newest, height: element.scrollHeight };
  }, [messages, newest]);

  // Pictures and players grow the history after it is laid out: keep a reader at the end there.
  useEffect(() => {
    const element = viewport.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // Read markers: what is on screen while the tab is visible has been read.
  const myMarker = me?.lastReadSeq ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    const readIfShown = () => {
      if (newest > myMarker && document.visibilityState === 'visible') mutate(newest);
    };
    readIfShown();
    // A conversation open in a background tab is read when the tab comes back.
    document.addEventListener('visibilitychange', readIfShown);
    return () => document.removeEventListener('visibilitychange', readIfShown);
  }, [newest, myMarker, mutate]);

  // 'Seen' goes under one's latest message that every other participant has read.
  const others = room.participants.filter((p) => p._id !== viewer?._id);
  const mine = messages.filter((m) => m.userId === viewer?._id);
  const seenSeq = others.length ? Math.min(...others.map((p) => p.lastReadSeq)) : 0;
  const lastSeenMine = [...mine].reverse().find((m) => m.seq <= seenSeq)?.seq;

  return (
    <Box
      ref={viewport}
      style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      px={{ base: 'xs', sm: 'md' }}
      py="md"
      bg="gray.0"
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      aria-label={t('Messages')}
      role="log"
    >
      <Stack gap={6} ref={content}>
        {hasOlder && (
          <Center>
            <Button size="xs" variant="default" loading={loadingOlder} onClick={loadOlder}>
              {t('Load older messages')}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Center py="xl">
            <Text c="dimmed" size="sm" ta="center">
              {tm(CHAT_MESSAGES.noMessages)}
            </Text>
          </Center>
        )}
        {messages.map((message, index) => {
          const prior = messages[index - 1];
          const day = formatDay(message.whenSent);
          const newDay = !prior || formatDay(prior.whenSent) !== day;
          return (
            <Fragment key={message._id}>
              {newDay && <Divider label={day} labelPosition="center" my="xs" />}
              <MessageItem
                message={message}
                mine={message.userId === viewer?._id}
                showSender={newDay || prior?.userId !== message.userId}
                seen={message.seq === lastSeenMine}
              />
            </Fragment>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The chat box, with the prescription and meet-link tools when the request's abilities give them (a
 * verified doctor caring for the patient through it).
 */
function Composer({ room }: { room: ChatRoomDto }) {
  const request = useRequest(room.requestId);
  const [prescribing, prescription] = useDisclosure(false);
  const [meeting, meet] = useDisclosure(false);
  const data: RequestDto | undefined = request.data;
  const tools: DoctorTools | null = data
    ? {
        onPrescription: data.abilities.prescribe ? prescription.open : null,
        onMeetLink: data.abilities.createMeetLink ? meet.open : null,
      }
    : null;
  return (
    <>
      <ChatBox roomId={room._id} doctorTools={tools} />
      {data && prescribing && <WritePrescriptionDialog request={data} onClose={prescription.close} />}
      {data && meeting && <MeetLinkDialog requestId={data._id} link={null} opened onClose={meet.close} />}
    </>
  );
}

function ConversationSkeleton() {
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label={t('Loading the conversation')}>
      <Group gap="sm">
        <Skeleton height={38} circle />
        <Skeleton height={14} width={180} />
      </Group>
      {[60, 45, 70, 40].map((width, index) => (
        <Group key={width} justify={index % 2 ? 'flex-end' : 'flex-start'}>
          <Skeleton height={38} width={`${width}%`} radius="lg" />
        </Group>
      ))}
      <Skeleton height={40} />
    </Stack>
  );
}
