import type * as Bmp from 'bmp-ts';
import type { Sharp } from 'sharp';
import type SharpFactory from 'sharp';
import { UPLOAD_MAX_IMAGE_PIXELS } from '@carenet/shared';
import { UnreadableFileError } from './unreadable';

export interface EncodedImage {
  bytes: Buffer;
  ext: string;
  mime: string;
  width: number;
  height: number;
}

/** Browsers show these as they are; the others (BMP, TIFF, SVG) are stored as PNG. */
const KEPT_FORMATS: Partial<Record<string, EncodedFormat>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

const MIME_OF = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
const EXT_OF = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;
export type EncodedFormat = keyof typeof MIME_OF;

interface Codecs {
  sharp: typeof SharpFactory;
  bmp: typeof Bmp;
}

/** libvips (native) and the BMP decoder are loaded with the first image, not at start. */
async function loadCodecs(): Promise<Codecs> {
  const [{ default: sharp }, bmp] = await Promise.all([import('sharp'), import('bmp-ts')]);
  return { sharp, bmp };
}

/** The BMP's canvas from its header: 12-byte OS/2 headers hold 16-bit sizes, later ones signed 32-bit. */
function bmpPixels(bytes: Buffer): number {
  if (bytes.length < 26) throw new UnreadableFileError();
  const core = bytes.readUInt32LE(14) === 12;
  const width = core ? bytes.readUInt16LE(18) : Math.abs(bytes.readInt32LE(18));
  const height = core ? bytes.readUInt16LE(20) : Math.abs(bytes.readInt32LE(22));
  return width * height;
}

/**
 * libvips reads no BMP, so bmp-ts decodes it to RGBA. Bitmaps below 32 bits have no alpha, and most
 * 32-bit ones leave it zero: either way the picture is opaque, not invisible.
 */
function decodeBmp({ sharp, bmp }: Codecs, bytes: Buffer): Sharp {
  if (bmpPixels(bytes) > UPLOAD_MAX_IMAGE_PIXELS) throw new UnreadableFileError();
  let decoded: ReturnType<typeof bmp.decode>;
  try {
    decoded = bmp.decode(bytes, { toRGBA: true });
  } catch (err) {
    throw new UnreadableFileError(err);
  }
  const rgba = Buffer.from(decoded.data);
  let hasAlpha = false;
  if (decoded.bitPP === 32) {
    for (let i = 3; i < rgba.length; i += 4) {
      if (rgba[i] !== 0) {
        hasAlpha = true;
        break;
      }
    }
  }
  if (!hasAlpha) for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
  return sharp(rgba, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
}

/**
 * An uploaded image ready to decode, refusing (as it is decoded) any canvas over the pixel limit and
 * any damaged pixel data: every frame of an animated GIF or WebP, a photo turned upright by its EXIF
 * orientation.
 */
function open(codecs: Codecs, bytes: Buffer, ext: string): Sharp {
  if (ext === 'bmp') return decodeBmp(codecs, bytes);
  const { sharp } = codecs;
  const options = { limitInputPixels: UPLOAD_MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  if (ext === 'gif' || ext === 'webp') return sharp(bytes, { ...options, animated: true });
  return sharp(bytes, options).rotate();
}

/** Encodes a decoded image; a failure to decode or encode it is an UnreadableFileError. */
export async function encodeImage(image: Sharp, format: EncodedFormat): Promise<EncodedImage> {
  try {
    const { data, info } = await image
      .toFormat(format, format === 'jpeg' ? { quality: 90, mozjpeg: true } : {})
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      ext: EXT_OF[format],
      mime: MIME_OF[format],
      width: info.width,
      // An animation's frames are stacked in one tall page; its height is one frame's.
      height: info.pageHeight ?? info.height,
    };
  } catch (err) {
    throw new UnreadableFileError(err);
  }
}

/**
 * Decodes the upload and encodes it again: JPEG, PNG, GIF and WebP keep their format, BMP, TIFF and
 * SVG become PNG. Nothing of the uploaded bytes is stored as they came: no metadata (a photo's GPS
 * position), no payload hidden in it, and of an SVG only its pixels, so none of its script ever runs.
 */
export async function normalizeImage(bytes: Buffer, ext: string): Promise<EncodedImage> {
  return encodeImage(open(await loadCodecs(), bytes, ext), KEPT_FORMATS[ext] ?? 'png');
}

/** Decodes every pixel of every frame, to prove the image is whole, keeping none of them. */
export async function decodeWhole(bytes: Buffer, ext: string): Promise<void> {
  const codecs = await loadCodecs();
  try {
    await open(codecs, bytes, ext).stats();
  } catch (err) {
    throw new UnreadableFileError(err);
  }
}
