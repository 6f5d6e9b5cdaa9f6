import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
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
    // Undo quoted-printable soft line breaks before looking for the code.
    return last?.raw.replace(/=\r?\n/g, '').match(/\b(\d{6})\b/)?.[1];
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
