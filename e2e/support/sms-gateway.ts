import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedSms {
  to: string;
  from: string;
  body: string;
}

/**
 * A local stand-in for Twilio's Messages API, for the server's SMS_DRIVER=twilio: it takes
 * POST /2010-04-01/Accounts/{sid}/Messages.json with the account's basic auth and form-encoded
 * To/From/Body, keeps every text, and answers like Twilio (201 with a sid; 401 with Twilio's error
 * for a wrong token), so a test can read the code a person was texted.
 */
export async function startSmsGateway(
  account = { sid: 'ACe2e0000000000000000000000000e2e', token: 'e2e-token' },
) {
  const messages: CapturedSms[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const basic = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${account.sid}/Messages.json`) {
        return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      if (request.headers.authorization !== basic) {
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const sms = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      if (!sms.to || !sms.from || !sms.body) {
        return answer(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 });
      }
      messages.push(sms);
      arrivals.emit('sms');
      answer(201, { sid: `SM${messages.length.toString().padStart(32, '0')}`, status: 'queued', to: sms.to });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Waits for a text to `to` and returns the 6-digit code in the newest one. */
  function codeFor(to: string, timeoutMs = 15_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const code = messages
          .filter((m) => m.to === to)
          .at(-1)
          ?.body.match(/\b(\d{6})\b/)?.[1];
        if (!code) return;
        clearTimeout(timer);
        arrivals.off('sms', check);
        resolve(code);
      };
      const timer = setTimeout(() => {
        arrivals.off('sms', check);
        reject(new Error(`no code was texted to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      arrivals.on('sms', check);
      check();
    });
  }

  return {
    url,
    messages,
    codeFor,
    /** The server settings that send its texts here. */
    serverEnv: {
      SMS_DRIVER: 'twilio',
      TWILIO_API_URL: url,
      TWILIO_ACCOUNT_SID: account.sid,
      TWILIO_AUTH_TOKEN: account.token,
      TWILIO_FROM: '+15005550006',
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
