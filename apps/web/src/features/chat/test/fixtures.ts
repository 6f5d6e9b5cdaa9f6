import type { ChatMessageDto, ChatParticipantDto, ChatRoomDto, ChatRoomPageDto } from '@carenet/shared';
import { makeUser } from '../../../test/utils';

export const patient = makeUser(['patient'], {
  _id: 'u-patient',
  name: { first_name: 'Priya', last_name: 'Patel', middle_name: '' },
});
export const doctor = makeUser(['doctor'], {
  _id: 'u-doctor',
  name: { first_name: 'Arjun', last_name: 'Mehta', middle_name: '' },
});

export function participant(user: typeof patient, role: ChatParticipantDto['role'], lastReadSeq = 0) {
  return { _id: user._id, name: user.name, profile_image_url: null, role, lastReadSeq };
}

let clock = Date.parse('2026-03-05T09:00:00Z');

export function makeMessage(seq: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  clock += 60_000;
  return {
    _id: `m-${seq}`,
    roomId: 'room-1',
    seq,
    type: 'Text',
    text: `Message ${seq}`,
    userId: patient._id,
    senderName: 'Priya Patel',
    senderProfileImageUrl: null,
    whenSent: clock,
    imageUrl: null,
    audioUrl: null,
    documentUrl: null,
    fileName: null,
    meetLink: null,
    meetStartTime: null,
    meetEndTime: null,
    ...overrides,
  };
}

/** A conversation of the patient's request, with no abilities unless a test grants them. */
export function makeRoom(overrides: Partial<ChatRoomDto> = {}): ChatRoomDto {
  return {
    _id: 'room-1',
    requestId: 'req-1',
    requestTitle: 'Knee pain after a fall',
    ownerId: patient._id,
    participants: [participant(patient, 'patient'), participant(doctor, 'doctor')],
    lastMessage: null,
    unreadCount: 0,
    lastSeq: 0,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    abilities: { delete: false },
    ...overrides,
  };
}

/** A page of GET /chatRooms/{id}: messages newest first. */
export function makePage(messages: ChatMessageDto[], hasMore = false, room = makeRoom()): ChatRoomPageDto {
  const newestFirst = [...messages].sort((a, b) => b.seq - a.seq);
  return { room: { ...room, lastSeq: newestFirst[0]?.seq ?? 0 }, messages: newestFirst, hasMore };
}
