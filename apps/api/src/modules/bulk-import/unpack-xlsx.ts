import { crc32, createInflateRaw } from 'node:zlib';
import { BULK_IMPORT_MAX_UNZIPPED_BYTES, BULK_IMPORT_MESSAGES as M } from '@carenet/shared';
import { AppError } from '../../platform/errors';

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes, followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;
/** A size or offset of all ones means the real one is in a ZIP64 field, which no 5 MB upload needs. */
const ZIP64_MARK = 0xffffffff;
const ENCRYPTED = 0x0001;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
/** ZIP 2.0: what stored files need. */
const ZIP_VERSION = 20;
/** A sheet has about ten parts; each part costs an inflater, so thousands of tiny ones are refused. */
const MAX_PARTS = 1000;
/** Larger than zlib's 16 KB default: fewer round trips to the thread pool for a big sheet. */
const INFLATE_CHUNK_BYTES = 64 * 1024;

/** One file inside the zip: its name as stored and its bytes as stored (deflated or not). */
interface Part {
  name: Buffer;
  method: number;
  data: Buffer;
}

/** A part unpacked: the chunks as the inflater gave them. */
interface UnpackedPart {
  name: Buffer;
  chunks: Buffer[];
}

/** The unpacked bytes a file may still produce; every part of the file draws on the same allowance. */
interface Allowance {
  left: number;
}

const unreadable = () => AppError.field('file', M.unreadable);
const tooLarge = () => AppError.field('file', M.unpacksTooLarge);

/** The parts the spreadsheet reader takes (XML and relationships); images and the like it skips. */
const isSheetPart = (part: Part) => /\.(xml|rels)$/i.test(part.name.toString('utf8'));

/**
 * Every file of the zip, found through its central directory. Only where each file's bytes start
 * and how many there are (its compressed size) are used: the sizes it claims unpacked are not
 * believed, here or anywhere after. Throws `unreadable` for anything that is not a plain zip.
 */
function readParts(bytes: Buffer): Part[] {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  if (count > MAX_PARTS) throw unreadable();
  let entry = bytes.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let n = 0; n < count; n++) {
    if (entry + 46 > bytes.length || bytes.readUInt32LE(entry) !== DIRECTORY_ENTRY) throw unreadable();
    const flags = bytes.readUInt16LE(entry + 8);
    const method = bytes.readUInt16LE(entry + 10);
    const compressedSize = bytes.readUInt32LE(entry + 20);
    const nameLength = bytes.readUInt16LE(entry + 28);
    const local = bytes.readUInt32LE(entry + 42);
    const name = bytes.subarray(entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
    if (name.length !== nameLength) throw unreadable();
    if (compressedSize === ZIP64_MARK || local === ZIP64_MARK) throw unreadable();
    if (flags & ENCRYPTED || (method !== STORED && method !== DEFLATED)) throw unreadable();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressedSize > bytes.length) throw unreadable();
    if (name.at(-1) === 0x2f) continue; // A folder: nothing to unpack.
    parts.push({ name, method, data: bytes.subarray(start, start + compressedSize) });
  }
  return parts;
}

/**
 * Unpacks one part, counting every chunk as it leaves the inflater and stopping the inflater as soon
 * as the allowance is spent: what is unpacked never exceeds the allowance, whatever the headers say.
 * `keep` receives the chunks; without it they are dropped as they come.
 */
function unpackPart(part: Part, allowance: Allowance, keep?: (chunk: Buffer) => void): Promise<void> {
  const take = (chunk: Buffer) => {
    allowance.left -= chunk.length;
    if (allowance.left < 0) return false;
    keep?.(chunk);
    return true;
  };
  if (part.method === STORED) {
    return take(part.data) ? Promise.resolve() : Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    inflater.on('data', (chunk: Buffer) => {
      if (take(chunk)) return;
      inflater.destroy();
      reject(tooLarge());
    });
    inflater.on('end', resolve);
    inflater.on('error', () => reject(unreadable()));
    inflater.end(part.data);
  });
}

/** An uncompressed zip of these parts, its sizes and checksums those of the bytes it holds. */
function storedZip(parts: readonly UnpackedPart[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, chunks } of parts) {
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const checksum = chunks.reduce((value, chunk) => crc32(chunk, value), 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(ZIP_VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(ZIP_VERSION, 4);
    entry.writeUInt16LE(ZIP_VERSION, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    entry.writeUInt16LE(STORED, 10);
    entry.writeUInt32LE(checksum, 16);
    entry.writeUInt32LE(size, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    files.push(local, name, ...chunks);
    directory.push(entry, name);
    offset += local.length + name.length + size;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    directory.reduce((sum, piece) => sum + piece.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, ...directory, end]);
}

/**
 * The sheet parts of an uploaded XLSX, unpacked under BULK_IMPORT_MAX_UNZIPPED_BYTES and handed back
 * as an uncompressed zip for the spreadsheet reader. The reader trusts the sizes a zip declares (it
 * allocates what a local header claims and inflates as far as the data goes), so it is never given
 * the upload itself: only bytes this module has counted, with sizes that are true.
 *
 * Every part is first unpacked and counted while its chunks are dropped, so a zip bomb is refused
 * before anything is held; only then are the sheet parts unpacked again and kept.
 */
export async function unpackXlsx(bytes: Buffer): Promise<Buffer> {
  const parts = readParts(bytes);
  const counting: Allowance = { left: BULK_IMPORT_MAX_UNZIPPED_BYTES };
  for (const part of parts) await unpackPart(part, counting);

  const keeping: Allowance = { left: BULK_IMPORT_MAX_UNZIPPED_BYTES };
  const unpacked: UnpackedPart[] = [];
  for (const part of parts.filter(isSheetPart)) {
    const chunks: Buffer[] = [];
    await unpackPart(part, keeping, (chunk) => chunks.push(chunk));
    unpacked.push({ name: part.name, chunks });
  }
  return storedZip(unpacked);
}
