import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context';
import { jobs } from '../src/platform/db/schema';

/** One request as a gateway stand-in received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for an SMS provider: it records every request and answers it the way
 * the provider does (`respond`), or not at all while `silent` is set (a gateway that hangs).
 */
export interface GatewayStandIn {
  url: string;
  received: ReceivedRequest[];
  silent: boolean;
  /** Refuse the next requests the way the provider refuses an unknown number. */
  refuseNumbers: boolean;
  close(): Promise<void>;
}

type Respond = (request: ReceivedRequest, stand: GatewayStandIn) => { status: number; body: unknown };

async function startStandIn(respond: Respond): Promise<GatewayStandIn> {
  const server = createServer();
  const stand: GatewayStandIn = {
    url: '',
    received: [],
    silent: false,
    refuseNumbers: false,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  server.on('request', (request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      stand.received.push(received);
      if (stand.silent) return;
      const { status, body } = respond(received, stand);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stand;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Twilio's Messages resource: POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP basic auth with the
 * account SID and auth token, form-encoded To, Body and From or MessagingServiceSid; 201 with the
 * Message's sid, or Twilio's error shape ({ code, message, more_info, status }).
 */
export function startTwilioStandIn(account: { sid: string; token: string }): Promise<GatewayStandIn> {
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  return startStandIn((request, stand) => {
    if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${account.sid}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    const basic = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return error(401, 20003, 'Authenticate');
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    }
    const form = new URLSearchParams(request.body);
    const to = form.get('To');
    if (!form.get('Body')) return error(400, 21602, 'Message body is required.');
    if (!form.get('From') && !form.get('MessagingServiceSid')) {
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    }
    if (!to || stand.refuseNumbers) {
      return error(400, 21211, `The 'To' number ${to ?? ''} is not a valid phone number.`);
    }
    return {
      status: 201,
      body: { sid: `SM${hex(16)}`, account_sid: account.sid, to, body: form.get('Body'), status: 'queued' },
    };
  });
}

/**
 * MSG91's flow API: POST /api/v5/flow/ with the authkey header and a JSON body naming the template
 * and its recipients; { type: 'success', message: <request id> } or { type: 'error', message }.
 */
export function startMsg91StandIn(authKey: string): Promise<GatewayStandIn> {
  const error = (status: number, message: string) => ({ status, body: { type: 'error', message } });
  return startStandIn((request, stand) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/flow/') return error(404, 'Not Found');
    if (request.headers.authkey !== authKey) return error(401, 'Authentication failure');
    let body: { template_id?: unknown; recipients?: { mobiles?: unknown }[] };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return error(400, 'Invalid JSON');
    }
    if (typeof body.template_id !== 'string') return error(400, 'Template ID Missing');
    const mobiles = body.recipients?.[0]?.mobiles;
    // MSG91 answers an unusable number with status 200 and type 'error'.
    if (typeof mobiles !== 'string' || !/^\d{10,15}$/.test(mobiles) || stand.refuseNumbers) {
      return error(200, `Mobile number ${String(mobiles)} is invalid`);
    }
    return { status: 200, body: { type: 'success', message: hex(12) } };
  });
}

/**
 * Runs the delivery job of one outbox text on this app, now. Test files share the database, so draining
 * the whole queue could deliver another file's texts through this app's gateway.
 */
export async function deliverSms(ctx: AppContext, outboxId: string): Promise<{ jobId: string }> {
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`${jobs.queue} = 'sms.send' and ${jobs.payload}->>'outboxId' = ${outboxId}`);
  await ctx.jobs.runNow([job.id]);
  return { jobId: job.id };
}
