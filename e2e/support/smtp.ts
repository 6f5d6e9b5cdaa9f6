import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message, so a test can read the OTP a user got. */
export async function startMailCatcher() {
  const messages: CapturedMail[] = [];
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
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  /** Waits for the newest message to `to` and returns the 6-digit code in it. */
  async function otpFor(to: string, { after = 0, timeoutMs = 15_000 } = {}): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mine = messages.filter((m) => m.to.includes(to)).slice(after);
      const last = mine.at(-1);
      // Undo quoted-printable soft line breaks before looking for the code.
      const code = last?.raw.replace(/=\r?\n/g, '').match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no code was mailed to ${to} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    otpFor,
    countTo: (to: string) => messages.filter((m) => m.to.includes(to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
