import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A header's MIME encoded-words (=?UTF-8?B?…?= or ?Q?) as text: a Hindi subject arrives encoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The subject and plain text of a message as its reader sees them, undoing the transfer encodings
 * (base64 or quoted-printable) that non-English text is sent in. The first text/plain part wins.
 */
export function readMail(raw: string): { subject: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(unfolded.match(/^Subject: (.*)$/im)?.[1] ?? '');
  const part =
    raw.split(/\r?\n--[^\r\n]+\r?\n/).find((piece) => /content-type: text\/plain/i.test(piece)) ?? raw;
  const [partHead, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = partHead.match(/content-transfer-encoding: *([\w-]+)/i)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject, text };
}

/** A real SMTP server on loopback that keeps every message, so a test can read the OTP a user got. */
export async function startMailCatcher() {
  const messages: CapturedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  /** The 6-digit code in the newest of the messages to `to` after the first `after`, if any. */
  function codeFor(to: string, after: number): string | undefined {
    const last = messages
      .filter((m) => m.to.includes(to))
      .slice(after)
      .at(-1);
    return last && readMail(last.raw).text.match(/\b(\d{6})\b/)?.[1];
  }

  /** Waits for the newest message to `to` and returns the 6-digit code in it. */
  function otpFor(to: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const code = codeFor(to, after);
        if (!code) return;
        clearTimeout(timer);
        arrivals.off('mail', check);
        resolve(code);
      };
      const timer = setTimeout(() => {
        arrivals.off('mail', check);
        reject(new Error(`no code was mailed to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      arrivals.on('mail', check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    otpFor,
    countTo: (to: string) => messages.filter((m) => m.to.includes(to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
