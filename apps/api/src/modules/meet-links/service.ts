import type { z } from 'zod';
import { MEET_MESSAGES, type createMeetLinkSchema, type updateMeetLinkSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { MeetLinkRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { deleteRoomOf, openRoom, updateRoomOf } from '../../platform/meet/room-sync';
import type { RequestView } from '../../access';
import { getVisibleRequest } from '../requests';
import { MEET_LINK_EVENTS } from './events';
import { assertCanChange, assertCanCreate, assertTakesPart } from './policy';
import {
  deleteMeetLinkRow,
  findMeetLink,
  insertMeetLink,
  selectMeetLinksOf,
  updateMeetLinkRow,
} from './repository';
import { MEET_LINK_ROOMS, roomOf } from './rooms';

export type CreateMeetLinkBody = z.output<typeof createMeetLinkSchema>;
export type UpdateMeetLinkBody = z.output<typeof updateMeetLinkSchema>;

/** The times a log entry keeps; never the title or description, which may say something about health. */
const timesOf = ({ startTime, endTime }: { startTime: number; endTime: number }) => ({ startTime, endTime });

type MeetLinkEvent = (typeof MEET_LINK_EVENTS)[keyof typeof MEET_LINK_EVENTS];

/** Writes a change of a meet link and its domain event in one transaction (the activity log subscribes). */
function changeMeetLink<T>(
  ctx: AppContext,
  type: MeetLinkEvent,
  principal: Principal,
  link: MeetLinkRow,
  ip: string | undefined,
  times: { startTime: number; endTime: number } | undefined,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return ctx.events.transaction(async (tx, emit) => {
    const result = await change(tx);
    await emit(
      type,
      { requestId: link.requestId, ...times },
      { actorId: principal.userId, subjectType: 'meetLink', subjectId: link.id, ip },
    );
    return result;
  });
}

/** The request, when the caller takes part in its meetings; a 404 for everyone else (DESIGN §2). */
async function requestOfParticipant(
  ctx: AppContext,
  principal: Principal,
  requestId: string,
): Promise<RequestView> {
  const view = await getVisibleRequest(ctx, principal, requestId);
  await assertTakesPart(ctx, principal, view);
  return view;
}

/** A meet link the caller takes part in; a 404 for anyone else. */
async function linkOfParticipant(ctx: AppContext, principal: Principal, id: string): Promise<MeetLinkRow> {
  const link = await findMeetLink(ctx.db, id);
  if (!link) throw AppError.notFound(MEET_MESSAGES.notFound);
  await requestOfParticipant(ctx, principal, link.requestId).catch(() => {
    throw AppError.notFound(MEET_MESSAGES.notFound);
  });
  return link;
}

/** POST /appointment/googlemeet: a new room for a meeting about the request, by a doctor who accepted it. */
export async function createMeetLink(
  ctx: AppContext,
  principal: Principal,
  body: CreateMeetLinkBody,
  ip?: string,
): Promise<MeetLinkRow> {
  const view = await requestOfParticipant(ctx, principal, body.requestId);
  await assertCanCreate(ctx, principal, view);
  const room = await openRoom(ctx, MEET_LINK_ROOMS, {
    title: body.title,
    startTime: body.startTime,
    endTime: body.endTime,
  });
  if (!room) throw new AppError('INTERNAL', MEET_MESSAGES.createFailed, undefined, 502);
  return ctx.events.transaction(async (tx, emit) => {
    const link = await insertMeetLink(tx, {
      requestId: view.request.id,
      createdBy: principal.userId,
      title: body.title,
      description: body.description,
      startTime: new Date(body.startTime),
      endTime: new Date(body.endTime),
      meetLink: room.url,
      provider: ctx.meet.driver,
      providerRef: room.ref,
    });
    await emit(
      MEET_LINK_EVENTS.created,
      { requestId: link.requestId, ...timesOf(body) },
      { actorId: principal.userId, subjectType: 'meetLink', subjectId: link.id, ip },
    );
    return link;
  });
}

/** GET /appointment/googlemeet?requestId: the request's meetings, for those who take part. */
export async function listMeetLinks(
  ctx: AppContext,
  principal: Principal,
  requestId: string,
): Promise<MeetLinkRow[]> {
  const view = await requestOfParticipant(ctx, principal, requestId);
  return selectMeetLinksOf(ctx.db, view.request.id);
}

/** GET /appointment/googlemeet/{id} */
export function getMeetLink(ctx: AppContext, principal: Principal, id: string): Promise<MeetLinkRow> {
  return linkOfParticipant(ctx, principal, id);
}

/**
 * PUT /appointment/googlemeet/{id}: new title, description or times; the room stays the same and its
 * calendar event follows (room-sync.ts: the change stands even while the provider fails).
 */
export async function updateMeetLink(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: UpdateMeetLinkBody,
  ip?: string,
): Promise<MeetLinkRow> {
  const link = await linkOfParticipant(ctx, principal, id);
  assertCanChange(principal, link);
  const updated = await changeMeetLink(
    ctx,
    MEET_LINK_EVENTS.updated,
    principal,
    link,
    ip,
    timesOf(body),
    (tx) =>
      updateMeetLinkRow(tx, link.id, {
        title: body.title,
        description: body.description,
        startTime: new Date(body.startTime),
        endTime: new Date(body.endTime),
      }),
  );
  await updateRoomOf(ctx, MEET_LINK_ROOMS, updated.id, roomOf(updated));
  return updated;
}

/** DELETE /appointment/googlemeet/{id}: the organising doctor calls the meeting off; its room goes too. */
export async function deleteMeetLink(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const link = await linkOfParticipant(ctx, principal, id);
  assertCanChange(principal, link);
  await changeMeetLink(ctx, MEET_LINK_EVENTS.deleted, principal, link, ip, undefined, (tx) =>
    deleteMeetLinkRow(tx, link.id),
  );
  await deleteRoomOf(ctx, MEET_LINK_ROOMS, roomOf(link));
}
