import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, rtfBytes } from '../../../test/documents';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

describe('LocalStorage', () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'carenet-storage-'));
    storage = new LocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores a buffer and a stream under nested keys and reads them back', async () => {
    await storage.put('resume/2025/01/a.pdf', Buffer.from('first'), 'application/pdf');
    await storage.put(
      'resume/2025/01/b.txt',
      Readable.from([Buffer.from('sec'), Buffer.from('ond')]),
      'text/plain',
    );
    expect(await text((await storage.get('resume/2025/01/a.pdf'))!)).toBe('first');
    expect(await text((await storage.get('resume/2025/01/b.txt'))!)).toBe('second');
    // No partial files are left behind.
    expect((await readdir(path.join(root, 'resume/2025/01'))).sort()).toEqual(['a.pdf', 'b.txt']);
  });

  it('overwrites, deletes, and answers null for what is not there', async () => {
    await storage.put('x/y.pdf', Buffer.from('old'), 'application/pdf');
    await storage.put('x/y.pdf', Buffer.from('new'), 'application/pdf');
    expect(await text((await storage.get('x/y.pdf'))!)).toBe('new');
    await storage.delete('x/y.pdf');
    expect(await storage.get('x/y.pdf')).toBeNull();
    await expect(storage.delete('x/y.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could reach outside its root', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a/./b', 'plain', 'a\\b/c']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

/**
 * A stand-in for S3 that speaks just enough of the protocol (path-style PUT, GET, DELETE of objects)
 * and, like S3, refuses any request whose AWS Signature Version 4 does not verify with the secret.
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly seen: { method: string; path: string; authorization: string }[] = [];
  private server!: Server;
  endpoint = '';

  constructor(
    private readonly accessKeyId: string,
    private readonly secret: string,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', 'http://fake');
        this.seen.push({
          method: req.method ?? '',
          path: url.pathname,
          authorization: req.headers.authorization ?? '',
        });
        const problem = this.verify(req, url, body);
        if (problem) {
          res.writeHead(403, { 'content-type': 'application/xml' });
          res.end(
            `<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
          );
          return;
        }
        const key = decodeURIComponent(url.pathname);
        if (req.method === 'PUT') {
          this.objects.set(key, { body, contentType: req.headers['content-type'] ?? '' });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          res.end();
        } else if (req.method === 'GET') {
          const object = this.objects.get(key);
          if (!object) {
            res.writeHead(404, { 'content-type': 'application/xml' });
            res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
            return;
          }
          res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
          res.end(object.body);
        } else if (req.method === 'DELETE') {
          this.objects.delete(key);
          res.writeHead(204);
          res.end();
        } else {
          res.writeHead(405);
          res.end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** SigV4 as S3 checks it: the canonical request, the string to sign, the derived key. Null when valid. */
  private verify(req: IncomingMessage, url: URL, body: Buffer): string | null {
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!match) return 'no SigV4 authorization header';
    const [, keyId, day, region, signedHeaders, signature] = match;
    if (keyId !== this.accessKeyId) return 'unknown access key';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (
      payloadHash !== 'UNSIGNED-PAYLOAD' &&
      payloadHash !== createHash('sha256').update(body).digest('hex')
    ) {
      return 'payload hash does not match the body';
    }
    const query = [...url.searchParams.entries()]
      .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaders.split(';');
    const headers = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${this.secret}`, day), region), 's3'), 'aws4_request');
    return createHmac('sha256', signingKey).update(toSign).digest('hex') === signature
      ? null
      : 'signature mismatch';
  }
}

describe('S3Storage against an S3-compatible server', () => {
  const fake = new FakeS3('AKIDTEST', 'test-secret-key');
  const s3 = (secretAccessKey = 'test-secret-key') =>
    new S3Storage({
      bucket: 'carenet-files',
      region: 'eu-west-1',
      endpoint: fake.endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey,
      forcePathStyle: true,
    });
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('puts, gets and deletes objects with signed requests', async () => {
    const storage = s3();
    await storage.put('resume/2025/01/cv.pdf', pdfBytes(), 'application/pdf');
    await storage.put('resume/2025/01/cv.rtf', Readable.from([rtfBytes()]), 'application/rtf');
    expect(fake.objects.get('/carenet-files/resume/2025/01/cv.pdf')).toEqual({
      body: pdfBytes(),
      contentType: 'application/pdf',
    });
    expect(fake.objects.get('/carenet-files/resume/2025/01/cv.rtf')?.body).toEqual(rtfBytes());
    expect(fake.seen.at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\//,
    );

    const read = await storage.get('resume/2025/01/cv.pdf');
    expect(Buffer.from(await text(read!), 'latin1')).toEqual(pdfBytes());
    expect(await storage.get('resume/2025/01/missing.pdf')).toBeNull();

    await storage.delete('resume/2025/01/cv.pdf');
    expect(fake.objects.has('/carenet-files/resume/2025/01/cv.pdf')).toBe(false);
    storage.close();
  });

  it('is refused by the server when signed with the wrong secret', async () => {
    const storage = s3('not-the-secret');
    await expect(storage.put('resume/2025/01/x.pdf', pdfBytes(), 'application/pdf')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(fake.objects.has('/carenet-files/resume/2025/01/x.pdf')).toBe(false);
    storage.close();
  });
});
