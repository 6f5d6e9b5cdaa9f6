import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { GoogleMeetConfig } from '../../config';
import { callGoogle, GoogleApiError } from './google-http';
import { ServiceAccountTokens } from './google-token';
import { MeetRoomGoneError, MeetRoomLeftBehindError } from './errors';
import type { CreatedRoom, MeetDriver, MeetingDetails } from './index';

const eventSchema = z.object({
  id: z.string(),
  hangoutLink: z.string().optional(),
  conferenceData: z
    .object({
      createRequest: z.object({ status: z.object({ statusCode: z.string() }).optional() }).optional(),
      entryPoints: z.array(z.object({ entryPointType: z.string(), uri: z.string() })).optional(),
    })
    .optional(),
});
type CalendarEvent = z.output<typeof eventSchema>;

const conferenceStatus = (event: CalendarEvent) => event.conferenceData?.createRequest?.status?.statusCode;

/** How long a conference Google is still making is waited for: a few short looks. */
export interface PendingConferencePolling {
  attempts: number;
  delayMs: number;
}

/**
 * Google Meet rooms, made as the conference of an event on a Google Calendar (the Calendar API is how
 * Google lets a program open a Meet room). The event carries the meeting's title and times.
 */
export class GoogleMeetDriver implements MeetDriver {
  readonly driver = 'google' as const;
  private readonly tokens: ServiceAccountTokens;
  private readonly eventsUrl: string;

  constructor(
    config: GoogleMeetConfig,
    private readonly polling: PendingConferencePolling = { attempts: 5, delayMs: 1000 },
  ) {
    this.tokens = new ServiceAccountTokens(config);
    this.eventsUrl = `${config.calendarApiUrl.replace(/\/+$/, '')}/calendars/${encodeURIComponent(config.calendarId)}/events`;
  }

  async createRoom(meeting: MeetingDetails): Promise<CreatedRoom> {
    const created = await this.event(`${this.eventsUrl}?conferenceDataVersion=1`, {
      method: 'POST',
      body: JSON.stringify({
        ...eventTimes(meeting),
        // The calendar may be shared with staff; a consultation's title may say something about health.
        visibility: 'private',
        conferenceData: {
          createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: 'hangoutsMeet' } },
        },
      }),
    });
    try {
      let event = created;
      for (let look = 0; conferenceStatus(event) === 'pending' && look < this.polling.attempts; look += 1) {
        await sleep(this.polling.delayMs);
        event = await this.event(this.eventUrl(event.id), { method: 'GET' });
      }
      return { url: roomOf(event), ref: event.id };
    } catch (failure) {
      // A meeting without its room must not stay on the calendar.
      await this.deleteRoom(created.id).catch((cleanup: unknown) => {
        throw new MeetRoomLeftBehindError(created.id, failure, cleanup);
      });
      throw failure;
    }
  }

  async updateRoom(ref: string, meeting: MeetingDetails): Promise<void> {
    try {
      // PATCH leaves the rest of the event, its conference among it, as it is.
      await this.call(this.eventUrl(ref), { method: 'PATCH', body: JSON.stringify(eventTimes(meeting)) });
    } catch (error) {
      if (isGone(error)) throw new MeetRoomGoneError(ref, { cause: error });
      throw error;
    }
  }

  async deleteRoom(ref: string): Promise<void> {
    try {
      await this.call(this.eventUrl(ref), { method: 'DELETE' });
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }

  private eventUrl(id: string): string {
    return `${this.eventsUrl}/${encodeURIComponent(id)}`;
  }

  private async event(url: string, init: RequestInit): Promise<CalendarEvent> {
    return eventSchema.parse(await this.call(url, init));
  }

  /** A Calendar API call with the account's token; a token Google no longer takes is renewed once. */
  private async call(url: string, init: RequestInit, retried = false): Promise<unknown> {
    const token = await this.tokens.accessToken();
    try {
      return await callGoogle(url, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    } catch (error) {
      if (error instanceof GoogleApiError && error.status === 401 && !retried) {
        this.tokens.forget(token);
        return this.call(url, init, true);
      }
      throw error;
    }
  }
}

/** The event fields a meeting sets. */
const eventTimes = (meeting: MeetingDetails) => ({
  summary: meeting.title,
  start: { dateTime: new Date(meeting.startTime).toISOString() },
  end: { dateTime: new Date(meeting.endTime).toISOString() },
});

/** Google answers 404 for an event it does not know and 410 for one deleted already. */
const isGone = (error: unknown) =>
  error instanceof GoogleApiError && (error.status === 404 || error.status === 410);

/** The Meet address of an event whose conference Google made; anything else is a failure. */
function roomOf(event: CalendarEvent): string {
  const status = conferenceStatus(event);
  const room =
    event.hangoutLink ??
    event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')?.uri;
  if (status && status !== 'success') {
    throw new Error(`Google Calendar event ${event.id}: the Meet conference is ${status}`);
  }
  if (!room) throw new Error(`Google Calendar event ${event.id} came back without a Meet conference`);
  return room;
}
