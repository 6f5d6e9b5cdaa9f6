import {
  fullName,
  type ChatMessageDto,
  type ChatMessageType,
  type ChatParticipantDto,
  type ChatRoomDto,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { ChatRoomRow } from '../../platform/db/schema';
import type { DoctorOnRequest, RequestView } from '../../access';
import { canDelete } from './policy';
import type { ChatMessageView } from './repository';

const fileUrl = (key: string) => `/files/${key}`;

/** docs/api-contract.md#entities-and-field-names Chat message: the attachment's address in the field of its type. */
export function presentMessage({ message, sender, file }: ChatMessageView): ChatMessageDto {
  const type = message.type as ChatMessageType;
  const url = file ? fileUrl(file.key) : null;
  return {
    _id: message.id,
    roomId: message.roomId,
    seq: message.seq,
    type,
    text: message.text,
    userId: message.senderId,
    senderName: sender ? fullName(sender.name) || 'CareNet member' : 'Former member',
    senderProfileImageUrl: sender?.profileImageUrl ?? null,
    whenSent: message.createdAt.getTime(),
    imageUrl: type === 'Image' ? url : null,
    audioUrl: type === 'Audio' ? url : null,
    documentUrl: type === 'Document' ? url : null,
    fileName: file?.name ?? null,
    meetLink: message.meetLink,
    meetStartTime: message.meetStartTime?.getTime() ?? null,
    meetEndTime: message.meetEndTime?.getTime() ?? null,
  };
}

/** A room with what a participant's list or screen shows of it. */
export interface ChatRoomView {
  room: ChatRoomRow;
  request: RequestView;
  /** The doctors in the conversation now (chat policy). */
  doctors: DoctorOnRequest[];
  /** Each participant's read marker (seq), by user id. */
  markers: Map<string, number>;
  lastMessage: ChatMessageView | null;
  unreadCount: number;
}

/** A conversation as the viewer sees it, with what they may do with it by the rule DELETE enforces. */
export function presentRoom(view: ChatRoomView, viewer: Principal): ChatRoomDto {
  const { room, request, markers } = view;
  const creator = request.creator;
  const participants: ChatParticipantDto[] = [
    {
      _id: creator.id,
      name: creator.name,
      profile_image_url: creator.profileImageUrl,
      role: request.request.creatorType === 'patient' ? 'patient' : 'owner',
      lastReadSeq: markers.get(creator.id) ?? 0,
    },
    ...view.doctors.map((doctor): ChatParticipantDto => ({
      _id: doctor.id,
      name: doctor.name,
      profile_image_url: doctor.profileImageUrl,
      role: 'doctor',
      lastReadSeq: markers.get(doctor.id) ?? 0,
    })),
  ];
  return {
    _id: room.id,
    requestId: room.requestId,
    requestTitle: request.request.title,
    ownerId: request.request.createdBy,
    participants,
    lastMessage: view.lastMessage ? presentMessage(view.lastMessage) : null,
    unreadCount: view.unreadCount,
    lastSeq: room.lastSeq,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
    abilities: { delete: canDelete(viewer, request) },
  };
}
