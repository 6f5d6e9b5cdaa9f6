import { generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A Calendar request the fake answered, as it arrived. */
export interface CalendarCall {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/** The claims of an assertion the fake accepted. */
export interface AcceptedAssertion {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const CLIENT_EMAIL = 'carenet-meet@carenet-test.iam.gserviceaccount.com';

const meetCode = () => {
  const letters = (n: number) =>
    Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${letters(3)}-${letters(4)}-${letters(3)}`;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: Json): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The stored event: what Google shows, and the fake's own bookkeeping of its conference. */
type StoredEvent = Json & { pendingLooks: number; conferenceFails: boolean };

const apiError = (code: number, message: string) => ({ error: { code, message, errors: [{ message }] } });

function validTimes(event: Json): boolean {
  const start = (event.start as Json | undefined)?.dateTime;
  const end = (event.end as Json | undefined)?.dateTime;
  return typeof start === 'string' && typeof end === 'string' && Date.parse(start) < Date.parse(end);
}

const pick = (body: Json, keys: string[]): Json =>
  Object.fromEntries(Object.entries(body).filter(([key]) => keys.includes(key)));

/**
 * Stands in for Google's OAuth token endpoint and Calendar API on a loopback port, speaking their
 * protocol: a service account's RS256 assertion (checked against the public half of a key pair made
 * here) buys a bearer token, and that token creates events whose Meet conference it makes.
 */
export async function startFakeGoogle() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const assertions: AcceptedAssertion[] = [];
  const calendarCalls: CalendarCall[] = [];
  /** The Meet addresses of the conferences made, in order. */
  const rooms: string[] = [];
  const issued = new Set<string>();
  /** Events on the calendar, by id; a deleted one leaves for `deleted`. */
  const events = new Map<string, StoredEvent>();
  const deleted = new Set<string>();
  const behaviour = {
    /** Calendar answers every event request with this status (e.g. 403) while set. */
    calendarStatus: null as number | null,
    /** New conferences stay 'pending' for this many reads of the event. */
    pendingLooks: 0,
    /** The next Calendar request is refused as if its token had been revoked. */
    revokeNextToken: false,
    /** New conferences come back 'failure', as when the account may not make Meet conferences. */
    conferenceFails: false,
    /** The next Calendar request of this method answers this status, once (e.g. 503 for an outage). */
    failNext: null as { method: string; status: number } | null,
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, apiError(500, String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const tokenUrl = `${origin}/token`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const text = await readBody(request);
    if (url.pathname === '/token' && request.method === 'POST') return token(text, response);
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (match) {
      return calendar(
        response,
        {
          method: request.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          authorization: request.headers.authorization,
          body: text ? (JSON.parse(text) as Json) : null,
        },
        match[2],
      );
    }
    send(response, 404, apiError(404, 'Not Found'));
  }

  /** RFC 7523: checks the assertion as Google does before it grants a token. */
  function token(text: string, response: ServerResponse): void {
    const form = new URLSearchParams(text);
    const refuse = (description: string) =>
      send(response, 400, { error: 'invalid_grant', error_description: description });
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return send(response, 400, { error: 'unsupported_grant_type' });
    }
    const parts = (form.get('assertion') ?? '').split('.');
    if (parts.length !== 3) return refuse('Invalid JWT');
    const [headerPart, claimsPart, signature] = parts as [string, string, string];
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return refuse('Invalid JWT Signature.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;
    const header = decode(headerPart);
    const claims = decode(claimsPart);
    const now = Math.floor(Date.now() / 1000);
    if (header.alg !== 'RS256') return refuse('Invalid JWT: alg');
    if (claims.iss !== CLIENT_EMAIL) return refuse('Invalid JWT: iss');
    if (claims.scope !== SCOPE) return refuse('Invalid JWT: scope');
    if (claims.aud !== tokenUrl) return refuse('Invalid JWT: aud');
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (Math.abs(iat - now) > 60 || exp <= now || exp - iat > 3600) {
      return refuse(
        'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      );
    }
    assertions.push({ header, claims });
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    issued.add(accessToken);
    send(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  function calendar(response: ServerResponse, call: CalendarCall, eventId: string | undefined): void {
    calendarCalls.push(call);
    const bearer = /^Bearer (.+)$/.exec(call.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer) || behaviour.revokeNextToken) {
      behaviour.revokeNextToken = false;
      return send(response, 401, apiError(401, 'Request had invalid authentication credentials.'));
    }
    if (behaviour.calendarStatus) {
      return send(response, behaviour.calendarStatus, apiError(behaviour.calendarStatus, 'Forbidden'));
    }
    if (behaviour.failNext?.method === call.method) {
      const { status } = behaviour.failNext;
      behaviour.failNext = null;
      return send(response, status, apiError(status, 'Backend Error'));
    }
    if (eventId) return eventRequest(response, call, eventId);
    if (call.method !== 'POST') return send(response, 405, apiError(405, 'Method not allowed'));
    const body = call.body ?? {};
    if (!validTimes(body)) return send(response, 400, apiError(400, 'The specified time range is empty.'));
    const id = randomBytes(13).toString('hex');
    const event: StoredEvent = {
      id,
      status: 'confirmed',
      summary: body.summary,
      start: body.start,
      end: body.end,
      pendingLooks: behaviour.pendingLooks,
      conferenceFails: behaviour.conferenceFails,
    };
    // Without conferenceDataVersion=1 Google ignores conferenceData: the event has no Meet room.
    const createRequest = (body.conferenceData as Json | undefined)?.createRequest as Json | undefined;
    const solution = (createRequest?.conferenceSolutionKey as Json | undefined)?.type;
    if (call.query.get('conferenceDataVersion') === '1' && createRequest) {
      if (typeof createRequest.requestId !== 'string' || solution !== 'hangoutsMeet') {
        return send(response, 400, apiError(400, 'Invalid conference type value.'));
      }
      event.conference = { requestId: createRequest.requestId, code: meetCode() };
    }
    events.set(id, event);
    send(response, 200, present(event));
  }

  /** GET, PATCH and DELETE of one event: 404 for an event never made, 410 for one deleted. */
  function eventRequest(response: ServerResponse, call: CalendarCall, eventId: string): void {
    if (deleted.has(eventId)) return send(response, 410, apiError(410, 'Resource has been deleted'));
    const event = events.get(eventId);
    if (!event) return send(response, 404, apiError(404, 'Not Found'));
    if (call.method === 'GET') {
      event.pendingLooks -= 1;
      return send(response, 200, present(event));
    }
    if (call.method === 'DELETE') {
      events.delete(eventId);
      deleted.add(eventId);
      response.writeHead(204).end();
      return;
    }
    if (call.method !== 'PATCH') return send(response, 405, apiError(405, 'Method not allowed'));
    // PATCH changes only the fields sent.
    const body = call.body ?? {};
    const patched = { ...event, ...pick(body, ['summary', 'start', 'end']) };
    if (!validTimes(patched)) return send(response, 400, apiError(400, 'The specified time range is empty.'));
    Object.assign(event, patched);
    send(response, 200, present(event));
  }

  /** The event as the Calendar API shows it, its conference pending until its looks are used up. */
  function present(event: StoredEvent): Json {
    const { conference, pendingLooks, conferenceFails, ...shown } = event;
    if (!conference) return shown;
    const { requestId, code } = conference as { requestId: string; code: string };
    const createRequest = { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } };
    if (pendingLooks > 0 || conferenceFails) {
      const statusCode = pendingLooks > 0 ? 'pending' : 'failure';
      return { ...shown, conferenceData: { createRequest: { ...createRequest, status: { statusCode } } } };
    }
    const uri = `https://meet.google.com/${code}`;
    if (!rooms.includes(uri)) rooms.push(uri);
    return {
      ...shown,
      hangoutLink: uri,
      conferenceData: {
        createRequest: { ...createRequest, status: { statusCode: 'success' } },
        entryPoints: [{ entryPointType: 'video', uri, label: `meet.google.com/${code}` }],
        conferenceId: code,
      },
    };
  }

  return {
    /** GOOGLE_MEET_* settings pointing at this server, with a key whose public half it holds. */
    env: {
      GOOGLE_MEET_CREDENTIALS: JSON.stringify({
        type: 'service_account',
        client_email: CLIENT_EMAIL,
        private_key_id: 'fake-key-1',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: tokenUrl,
      }),
      GOOGLE_OAUTH_TOKEN_URL: tokenUrl,
      GOOGLE_CALENDAR_API_URL: `${origin}/calendar/v3`,
    },
    tokenUrl,
    assertions,
    calendarCalls,
    rooms,
    /** The events on the calendar now, by id (those deleted are gone from it). */
    events: events as ReadonlyMap<string, Json>,
    /** The ids of the events deleted. */
    deleted,
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its connections open for reuse; close waits for none of them.
        server.closeAllConnections();
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
