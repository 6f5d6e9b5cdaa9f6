import { z } from 'zod';
import type { AppContext } from '../context';
import { MeetRoomGoneError, MeetRoomLeftBehindError } from './errors';
import type { CreatedRoom, MeetingDetails } from './index';

/*
 * Keeps a provider's room (a Google Calendar event) in step with its meeting in CareNet.
 *
 * Failure policy: CareNet's row is the truth and the provider follows it. A user's edit, move, cancel
 * or delete is written to the database first and never waits on, nor fails with, the provider: the
 * provider is told at once, and when it fails the failure is logged and a durable job (platform/jobs.ts)
 * tries again with back-off. Each try sends the meeting as CareNet has it at that moment, so a late
 * retry never puts back times a newer edit replaced, and a meeting deleted meanwhile is left to its
 * deletion.
 */

/** A meeting's room as stored with the meeting. */
export interface StoredRoom {
  /** The driver that made it (MEET_DRIVERS). */
  provider: string;
  /** The provider's key to it; null when the provider keeps nothing to change (Jitsi). */
  ref: string | null;
}

/** What holds rooms (meet links, appointments): its retry queue, and how to read its meeting now. */
export interface RoomOwner {
  queue: string;
  /** The meeting's title and times now; null once it is deleted or called off (its room goes then). */
  meetingNow(ctx: AppContext, id: string): Promise<MeetingDetails | null>;
}

/** The first retry waits a little: the provider has just failed. */
const RETRY_AFTER_MS = 30_000;
/** The queue doubles its wait after each failure from 10 s: ten tries span about an hour and a half. */
const MAX_ATTEMPTS = 10;

const roomJobSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), provider: z.string(), ref: z.string(), id: z.string() }),
  z.object({ action: z.literal('delete'), provider: z.string(), ref: z.string() }),
]);
type RoomJob = z.output<typeof roomJobSchema>;

/** Does the job with the provider; throws what the provider throws. */
async function perform(ctx: AppContext, owner: RoomOwner, job: RoomJob): Promise<void> {
  if (job.provider !== ctx.meet.driver) {
    // The room was made by a driver no longer configured; the active one cannot reach it.
    ctx.log.warn({ ...job, driver: ctx.meet.driver }, 'a meet room of another provider is left as it is');
    return;
  }
  if (job.action === 'delete') return ctx.meet.deleteRoom(job.ref);
  const meeting = await owner.meetingNow(ctx, job.id);
  if (!meeting) return;
  try {
    await ctx.meet.updateRoom(job.ref, meeting);
  } catch (error) {
    // Someone removed it on the provider's side; no retry brings it back.
    if (!(error instanceof MeetRoomGoneError)) throw error;
    ctx.log.warn({ err: error, ...job }, 'the meet room to update no longer exists');
  }
}

/** Tells the provider now; a failure is logged and retried by a job, never thrown at the caller. */
async function sync(ctx: AppContext, owner: RoomOwner, job: RoomJob): Promise<void> {
  try {
    await perform(ctx, owner, job);
  } catch (error) {
    ctx.log.error(
      { err: error, ...job },
      `the meet driver could not ${job.action} a room; it will try again`,
    );
    await ctx.jobs.enqueue(owner.queue, job, {
      runAt: new Date(Date.now() + RETRY_AFTER_MS),
      maxAttempts: MAX_ATTEMPTS,
    });
  }
}

/** The owner's retries: registered once per app, beside its routes. */
export function registerRoomSync(ctx: AppContext, owner: RoomOwner): void {
  ctx.jobs.register(owner.queue, (payload) => perform(ctx, owner, roomJobSchema.parse(payload)));
}

/** After a meeting's title or times changed in the database: its room gets them. */
export async function updateRoomOf(
  ctx: AppContext,
  owner: RoomOwner,
  id: string,
  room: StoredRoom,
): Promise<void> {
  if (room.ref) await sync(ctx, owner, { action: 'update', provider: room.provider, ref: room.ref, id });
}

/** After a meeting was deleted or called off in the database: its room goes. */
export async function deleteRoomOf(ctx: AppContext, owner: RoomOwner, room: StoredRoom): Promise<void> {
  if (room.ref) await sync(ctx, owner, { action: 'delete', provider: room.provider, ref: room.ref });
}

/**
 * A new room for a meeting, or null when the driver failed (logged here; the caller answers with its
 * own message). A room the provider made and could not remove at once is queued for removal.
 */
export async function openRoom(
  ctx: AppContext,
  owner: RoomOwner,
  meeting: MeetingDetails,
): Promise<CreatedRoom | null> {
  try {
    return await ctx.meet.createRoom(meeting);
  } catch (error) {
    ctx.log.error({ err: error, driver: ctx.meet.driver }, 'the meet driver could not create a room');
    if (error instanceof MeetRoomLeftBehindError) {
      await deleteRoomOf(ctx, owner, { provider: ctx.meet.driver, ref: error.ref });
    }
    return null;
  }
}
