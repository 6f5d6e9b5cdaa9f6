import { UnreadableFileError } from './unreadable';

/*
 * A decoder stops at the end of its image and says nothing of what follows, nor of a file cut short
 * before its end marker (libspng draws a PNG without IEND). These walk each format's own structure
 * to where its image ends, which must be where the bytes end: data after it is how a picture is made
 * to be also a page or a script (a GIF/JavaScript or PNG/HTML polyglot). Each answers the offset
 * just past the image, or null when the structure runs past the bytes or breaks off.
 */

/** PNG: chunks (length, type, data, CRC) after the 8-byte signature, up to and including IEND. */
function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const next = at + 12 + bytes.readUInt32BE(at);
    if (next > bytes.length) return null;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return next;
    at = next;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * JPEG from its SOI at `start`: marker segments, each scan's entropy-coded data (where 0xFF is
 * followed by 0x00 stuffing or a restart marker) up to the next marker, and finally EOI.
 */
function jpegEnd(bytes: Buffer, start: number): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let at = start + 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xd9) return at + 2;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isRestart(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    for (at = bytes.indexOf(0xff, at); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
      const next = bytes[at + 1];
      if (next !== 0x00 && !isRestart(next)) break;
    }
    if (at === -1) return null;
  }
  return null;
}

/**
 * A JPEG may be followed by the other pictures of a Multi-Picture Format file (a camera's preview, a
 * phone's HDR gain map), each a whole JPEG of its own; nothing else may follow.
 */
function jpegFileEnd(bytes: Buffer): number | null {
  let end = jpegEnd(bytes, 0);
  while (end !== null && end < bytes.length && bytes[end] === 0xff && bytes[end + 1] === 0xd8) {
    end = jpegEnd(bytes, end);
  }
  return end;
}

/** GIF: header, screen descriptor and colour table, then extension and image blocks up to the ';' trailer. */
function gifEnd(bytes: Buffer): number | null {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0);
  const afterSubBlocks = (from: number): number | null => {
    let at = from;
    while (at < bytes.length) {
      if (bytes[at] === 0) return at + 1;
      at += 1 + bytes[at];
    }
    return null;
  };
  if (bytes.length < 13) return null;
  let at: number | null = 13 + colourTable(bytes[10]);
  while (at !== null && at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = afterSubBlocks(at + 2);
    else if (block === 0x2c && at + 10 < bytes.length) {
      at = afterSubBlocks(at + 10 + colourTable(bytes[at + 9]) + 1);
    } else return null;
  }
  return null;
}

/** WebP: one RIFF chunk whose header gives the size of everything after its first 8 bytes. */
function webpEnd(bytes: Buffer): number | null {
  return bytes.length >= 12 ? 8 + bytes.readUInt32LE(4) : null;
}

/**
 * BMP: the file header states the file's size. An uncompressed bitmap's rows (each padded to 4
 * bytes) must also fit in it, or bmp-ts would read past the end.
 */
function bmpEnd(bytes: Buffer): number | null {
  if (bytes.length < 34) return null;
  const size = bytes.readUInt32LE(2);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize >= 40 && [0, 3].includes(bytes.readUInt32LE(30))) {
    const width = Math.abs(bytes.readInt32LE(18));
    const height = Math.abs(bytes.readInt32LE(22));
    const stride = Math.ceil((width * bytes.readUInt16LE(28)) / 32) * 4;
    if (bytes.readUInt32LE(10) + stride * height > size) return null;
  }
  return size;
}

const END_OF: Partial<Record<string, (bytes: Buffer) => number | null>> = {
  png: pngEnd,
  jpg: jpegFileEnd,
  gif: gifEnd,
  webp: webpEnd,
  bmp: bmpEnd,
};

/**
 * Markup a browser would run if it took the file for a page. Long enough that compressed pixel data
 * all but never spells it by chance; SVG, which is markup, is rasterized instead of checked.
 */
const MARKUP =
  /<(?:script|html|body|iframe|object|embed)[\s/>]|<!doctype\s+html|javascript:|\bon(?:load|error)\s*=/i;

/**
 * Refuses a raster image that is cut short, carries data after its end, or carries HTML or script
 * anywhere (a comment, a text chunk, EXIF). TIFF has no end to find (its directories may sit
 * anywhere), so it gets the markup check and the full decode only.
 */
export function assertWholeImage(bytes: Buffer, ext: string): void {
  const end = END_OF[ext];
  if (end && end(bytes) !== bytes.length) throw new UnreadableFileError();
  if (MARKUP.test(bytes.toString('latin1'))) throw new UnreadableFileError();
}
