import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The payload, decrypted with the browser's keys (RFC 8291): what the service worker would read. */
  payload: unknown;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's push keys: what PushSubscription.toJSON() carries, and the private half to read with. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an aes128gcm body sent to this browser (RFC 8291 and RFC 8188, one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
      const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 and optional zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A push service on a loopback port (tests only): HTTPS, as web-push always speaks, with a certificate
 * for 127.0.0.1 that this process is told to trust. It accepts what web-push sends, or answers with
 * `status` to play a push service that dropped the subscription (410).
 */
export async function startTestPushService(decrypt: (body: Buffer) => string) {
  const received: ReceivedPush[] = [];
  let status = 201;
  const cert = fixture('push-service.crt');
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = [cert];
  const server = createServer({ cert, key: fixture('push-service.key') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ headers: request.headers, payload: status === 201 ? JSON.parse(decrypt(body)) : null });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
    received,
    answerWith(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalAgent.options.ca = trusted;
        server.close(() => resolve());
      }),
  };
}
