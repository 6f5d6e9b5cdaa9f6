import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** One file of an archive: its bytes now, or a stream read when its turn comes. */
export interface ArchiveEntry {
  path: string;
  open: () => Promise<Buffer | Readable | null>;
}

/**
 * A ZIP archive written while it is sent: each entry is opened, compressed and passed on in turn, so a
 * person with many large records never has the whole archive held in memory.
 */
export function zipStream(entries: readonly ArchiveEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  void (async () => {
    for (const entry of entries) {
      const body = await entry.open();
      if (!body) continue;
      const file = new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      if (Buffer.isBuffer(body)) {
        file.push(new Uint8Array(body), true);
        continue;
      }
      for await (const chunk of body) file.push(new Uint8Array(chunk as Buffer));
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
