import type { z } from 'zod';
import { AUDIO_ROOM_MESSAGES, type createAudioRoomSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { newAudioOnlyJitsiRoomUrl } from '../../platform/meet';
import { AUDIO_ROOM_EVENTS } from './events';
import { findAudioRoom, insertAudioRoom, listHostedRooms, type AudioRoomView } from './repository';

type CreateBody = z.output<typeof createAudioRoomSchema>;

/**
 * docs/podcasts.md#audio-rooms: a scheduled audio-only Jitsi room on MEET_BASE_URL,
 * whatever driver makes meet links (a Google Meet cannot be opened audio only), hosted by its maker.
 */
export async function createRoom(
  ctx: AppContext,
  host: Principal,
  body: CreateBody,
  ip?: string,
): Promise<AudioRoomView> {
  const room = await ctx.events.transaction(async (tx, emit) => {
    const row = await insertAudioRoom(tx, {
      hostId: host.userId,
      title: body.title,
      description: body.description,
      startTime: new Date(body.startTime),
      endTime: new Date(body.endTime),
      joinUrl: newAudioOnlyJitsiRoomUrl(ctx.config.meetBaseUrl),
    });
    await emit(
      AUDIO_ROOM_EVENTS.created,
      { startTime: body.startTime, endTime: body.endTime },
      { actorId: host.userId, subjectType: 'audioRoom', subjectId: row.id, ip },
    );
    return row;
  });
  return { room, host: { id: host.userId, name: host.user.name } };
}

export function hostedRooms(ctx: AppContext, host: Principal): Promise<AudioRoomView[]> {
  return listHostedRooms(ctx.db, host.userId);
}

/** Any signed-in user holding a room's id may join it: the id is the invitation, as a meet link's address is. */
export async function roomById(ctx: AppContext, id: string): Promise<AudioRoomView> {
  const view = await findAudioRoom(ctx.db, id);
  if (!view) throw AppError.notFound(AUDIO_ROOM_MESSAGES.notFound);
  return view;
}
