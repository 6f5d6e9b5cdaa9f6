import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { loadConfig, type GoogleMeetConfig } from '../../config';
import { GoogleMeetDriver } from './google';
import { createMeetDriver, MeetRoomGoneError, MeetRoomLeftBehindError } from './index';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
beforeEach(() => {
  google.assertions.length = 0;
  google.calendarCalls.length = 0;
  Object.assign(google.behaviour, {
    calendarStatus: null,
    pendingLooks: 0,
    revokeNextToken: false,
    conferenceFails: false,
    failNext: null,
  });
});

const HOUR = 60 * 60 * 1000;
/** The Meet code the fake gave the conference of event `id`. */
const conferenceCode = (id: string | null) =>
  (google.events.get(id ?? '')?.conference as { code: string } | undefined)?.code;
const meeting = () => {
  const startTime = Date.now() + 24 * HOUR;
  return { title: 'Knee review', startTime, endTime: startTime + HOUR / 2 };
};

function googleConfig(env: Record<string, string> = {}): GoogleMeetConfig {
  const config = loadConfig({ ...google.env, ...env }).googleMeet;
  if (!config) throw new Error('the fake Google settings configure no Google Meet');
  return config;
}

/** A driver that looks again after 5 ms instead of a second, so a pending conference is quick to test. */
const driver = (env: Record<string, string> = {}, attempts = 5) =>
  new GoogleMeetDriver(googleConfig(env), { attempts, delayMs: 5 });

describe('GoogleMeetDriver', () => {
  it("signs in as the service account and returns the event's Meet room and the event's id", async () => {
    const { title, startTime, endTime } = meeting();
    const room = await driver().createRoom({ title, startTime, endTime });

    expect(room.url).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(google.rooms).toContain(room.url);
    expect(room.url).toBe(`https://meet.google.com/${conferenceCode(room.ref)}`);
    // The fake granted the token only for a JWT signed by the key's private half, with these claims.
    expect(google.assertions).toHaveLength(1);
    expect(google.assertions[0]?.header).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'fake-key-1' });
    expect(google.assertions[0]?.claims).toEqual({
      iss: 'carenet-meet@carenet-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/calendar.events',
      aud: google.tokenUrl,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });

    expect(google.calendarCalls).toHaveLength(1);
    const [call] = google.calendarCalls;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/calendar/v3/calendars/primary/events');
    expect(call?.query.get('conferenceDataVersion')).toBe('1');
    expect(call?.authorization).toMatch(/^Bearer ya29\./);
    expect(call?.body).toEqual({
      summary: 'Knee review',
      start: { dateTime: new Date(startTime).toISOString() },
      end: { dateTime: new Date(endTime).toISOString() },
      visibility: 'private',
      conferenceData: {
        createRequest: {
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          conferenceSolutionKey: { type: 'hangoutsMeet' },
        },
      },
    });
  });

  it('keeps its access token for the next room, and asks each room with a new request id', async () => {
    const meet = driver();
    const first = await meet.createRoom(meeting());
    const second = await meet.createRoom(meeting());

    expect(second.url).not.toBe(first.url);
    expect(google.assertions).toHaveLength(1);
    const [a, b] = google.calendarCalls;
    expect(b?.authorization).toBe(a?.authorization);
    const requestId = (call: typeof a) =>
      (call?.body?.conferenceData as { createRequest: { requestId: string } }).createRequest.requestId;
    expect(requestId(b)).not.toBe(requestId(a));
  });

  it('acts as the configured Workspace user on the configured calendar', async () => {
    await driver({
      GOOGLE_MEET_IMPERSONATE: 'clinic@carenet.test',
      GOOGLE_MEET_CALENDAR_ID: 'rooms@group.calendar.google.com',
    }).createRoom(meeting());

    expect(google.assertions[0]?.claims.sub).toBe('clinic@carenet.test');
    expect(google.calendarCalls[0]?.path).toBe(
      '/calendar/v3/calendars/rooms%40group.calendar.google.com/events',
    );
  });

  it('looks at the event again while Google is still making its conference', async () => {
    google.behaviour.pendingLooks = 2;
    const room = await driver().createRoom(meeting());

    expect(google.rooms).toContain(room.url);
    const created = google.calendarCalls[0];
    expect(google.calendarCalls.map((call) => call.method)).toEqual(['POST', 'GET', 'GET']);
    expect(google.calendarCalls[1]?.path).toMatch(new RegExp(`^${created?.path}/[0-9a-f]+$`));
  });

  it('fails when the conference is still pending after its looks, and deletes the event', async () => {
    google.behaviour.pendingLooks = 10;
    const onCalendar = google.events.size;
    await expect(driver({}, 2).createRoom(meeting())).rejects.toThrow(/the Meet conference is pending/);

    expect(google.calendarCalls.map((call) => call.method)).toEqual(['POST', 'GET', 'GET', 'DELETE']);
    const eventPath = google.calendarCalls[1]?.path ?? '';
    expect(google.calendarCalls[3]?.path).toBe(eventPath);
    expect(google.deleted).toContain(eventPath.split('/').at(-1));
    expect(google.events.size).toBe(onCalendar);
  });

  it('deletes the event when Google could not make its conference', async () => {
    google.behaviour.conferenceFails = true;
    const onCalendar = google.events.size;
    await expect(driver().createRoom(meeting())).rejects.toThrow(/the Meet conference is failure/);

    expect(google.calendarCalls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(google.events.size).toBe(onCalendar);
  });

  it('names the event left behind when deleting it fails too', async () => {
    google.behaviour.conferenceFails = true;
    google.behaviour.failNext = { method: 'DELETE', status: 503 };
    const failure = await driver()
      .createRoom(meeting())
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MeetRoomLeftBehindError);
    const { ref, message } = failure as MeetRoomLeftBehindError;
    expect(google.events.has(ref)).toBe(true);
    expect(message).toMatch(/the Meet conference is failure; removing room .+ failed too: .*answered 503/);
  });

  it("fails with Google's reason when the Calendar API refuses (403)", async () => {
    google.behaviour.calendarStatus = 403;
    await expect(driver().createRoom(meeting())).rejects.toMatchObject({
      name: 'GoogleApiError',
      status: 403,
      message: expect.stringContaining('answered 403: Forbidden'),
    });
  });

  it('fails when the token endpoint refuses a key it does not know', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stranger = {
      ...googleConfig(),
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    await expect(new GoogleMeetDriver(stranger).createRoom(meeting())).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('invalid_grant: Invalid JWT Signature.'),
    });
    expect(google.calendarCalls).toEqual([]);
  });

  it('gets a new token once when Google no longer takes the kept one', async () => {
    const meet = driver();
    await meet.createRoom(meeting());
    google.behaviour.revokeNextToken = true;
    const room = await meet.createRoom(meeting());

    expect(google.rooms).toContain(room.url);
    expect(google.assertions).toHaveLength(2);
    const [, refused, retried] = google.calendarCalls;
    expect(retried?.authorization).not.toBe(refused?.authorization);
  });
});

describe('GoogleMeetDriver: changing a room', () => {
  /** A room made before the test, with the calls that made it forgotten. */
  async function madeRoom(meet = driver()) {
    const room = await meet.createRoom(meeting());
    google.calendarCalls.length = 0;
    if (!room.ref) throw new Error('a Google room has its event id');
    return { meet, ref: room.ref, url: room.url };
  }

  it("patches the event's title and times only, keeping its Meet conference", async () => {
    const { meet, ref, url } = await madeRoom();
    const startTime = Date.now() + 3 * 24 * HOUR;
    await meet.updateRoom(ref, { title: 'Knee review, moved', startTime, endTime: startTime + HOUR });

    expect(google.calendarCalls).toHaveLength(1);
    const [call] = google.calendarCalls;
    expect(call?.method).toBe('PATCH');
    expect(call?.path).toBe(`/calendar/v3/calendars/primary/events/${ref}`);
    expect(call?.body).toEqual({
      summary: 'Knee review, moved',
      start: { dateTime: new Date(startTime).toISOString() },
      end: { dateTime: new Date(startTime + HOUR).toISOString() },
    });
    expect(google.events.get(ref)).toMatchObject({
      summary: 'Knee review, moved',
      start: { dateTime: new Date(startTime).toISOString() },
      end: { dateTime: new Date(startTime + HOUR).toISOString() },
    });
    expect(url).toBe(`https://meet.google.com/${conferenceCode(ref)}`);
  });

  it('says the room is gone when its event was deleted or never existed', async () => {
    const { meet, ref } = await madeRoom();
    await meet.deleteRoom(ref);

    await expect(meet.updateRoom(ref, meeting())).rejects.toBeInstanceOf(MeetRoomGoneError);
    await expect(meet.updateRoom('nosuchevent', meeting())).rejects.toBeInstanceOf(MeetRoomGoneError);
  });

  it('fails an update Google does not take, for a later try', async () => {
    const { meet, ref } = await madeRoom();
    google.behaviour.failNext = { method: 'PATCH', status: 503 };

    await expect(meet.updateRoom(ref, meeting())).rejects.toMatchObject({
      name: 'GoogleApiError',
      status: 503,
    });
    await meet.updateRoom(ref, { ...meeting(), title: 'Second try' });
    expect(google.events.get(ref)?.summary).toBe('Second try');
  });

  it('deletes the event; one already deleted (410) or unknown (404) is no error', async () => {
    const { meet, ref } = await madeRoom();
    await meet.deleteRoom(ref);
    expect(google.calendarCalls.map((call) => [call.method, call.path])).toEqual([
      ['DELETE', `/calendar/v3/calendars/primary/events/${ref}`],
    ]);
    expect(google.events.has(ref)).toBe(false);

    await meet.deleteRoom(ref);
    await meet.deleteRoom('nosuchevent');
    expect(google.calendarCalls).toHaveLength(3);
  });

  it('fails a delete Google does not take, for a later try', async () => {
    const { meet, ref } = await madeRoom();
    google.behaviour.failNext = { method: 'DELETE', status: 500 };

    await expect(meet.deleteRoom(ref)).rejects.toMatchObject({ name: 'GoogleApiError', status: 500 });
    expect(google.events.has(ref)).toBe(true);
  });
});

describe('createMeetDriver', () => {
  it('makes Jitsi rooms, with nothing to keep in step, when no Google credentials are configured', async () => {
    const meet = createMeetDriver(loadConfig({ MEET_BASE_URL: 'https://meet.carenet.test' }));
    expect(meet.driver).toBe('jitsi');
    const room = await meet.createRoom(meeting());
    expect(room.url).toMatch(/^https:\/\/meet\.carenet\.test\/CareNet-/);
    expect(room.ref).toBeNull();
    await meet.updateRoom('CareNet-room', meeting());
    await meet.deleteRoom('CareNet-room');
    expect(google.calendarCalls).toEqual([]);
  });

  it('makes Google Meet rooms when the credentials are set, as JSON or as a key file', async () => {
    expect(createMeetDriver(loadConfig(google.env)).driver).toBe('google');

    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'carenet-meet-')), 'key.json');
    writeFileSync(keyFile, google.env.GOOGLE_MEET_CREDENTIALS);
    const meet = createMeetDriver(loadConfig({ ...google.env, GOOGLE_MEET_CREDENTIALS: keyFile }));
    expect(meet.driver).toBe('google');
    expect(google.rooms).toContain((await meet.createRoom(meeting())).url);
  });

  it.each([
    ['a path to no file', '/nowhere/carenet-key.json', /cannot read the file/],
    ['text that is not JSON', '{client_email: a@b.c}', /it is not JSON/],
    ['a key without its private key', '{"client_email":"a@b.c"}', /client_email or private_key is missing/],
    ['a key that is not PEM', '{"client_email":"a@b.c","private_key":"nope"}', /not a PEM private key/],
  ])('refuses to start with %s', (_case, value, reason) => {
    expect(() => loadConfig({ GOOGLE_MEET_CREDENTIALS: value })).toThrow(reason);
  });
});
