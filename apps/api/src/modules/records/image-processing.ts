import * as bmp from 'bmp-ts';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT, type ImageType } from '@carenet/shared';

/**
 * The most pixels an uploaded image may decode to (64 MP, a large phone or camera photo). A small
 * file can claim a huge canvas (an SVG's width, a BMP's header, a compressed bomb); this bounds the
 * memory its decoding takes.
 */
const MAX_PIXELS = 64_000_000;

/** The side of the square a profile picture fits inside: the largest size the app shows it at, twice over. */
const PROFILE_SIDE = 512;

export class UnreadableImageError extends Error {
  constructor(cause?: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface EncodedImage {
  bytes: Buffer;
  ext: string;
  mime: string;
  width: number;
  height: number;
}

/** Browsers show these as they are; the others (BMP, TIFF, SVG) are stored as PNG. */
const KEPT_FORMATS: Partial<Record<ImageType, 'jpeg' | 'png' | 'gif' | 'webp'>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

const MIME_OF = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
const EXT_OF = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' } as const;

/** The BMP's canvas from its header: 12-byte OS/2 headers hold 16-bit sizes, later ones signed 32-bit. */
function bmpPixels(bytes: Buffer): number {
  if (bytes.length < 26) throw new UnreadableImageError();
  const core = bytes.readUInt32LE(14) === 12;
  const width = core ? bytes.readUInt16LE(18) : Math.abs(bytes.readInt32LE(18));
  const height = core ? bytes.readUInt16LE(20) : Math.abs(bytes.readInt32LE(22));
  return width * height;
}

/**
 * libvips reads no BMP, so bmp-ts decodes it to RGBA. Bitmaps below 32 bits have no alpha, and most
 * 32-bit ones leave it zero: either way the picture is opaque, not invisible.
 */
function decodeBmp(bytes: Buffer): Sharp {
  if (bmpPixels(bytes) > MAX_PIXELS) throw new UnreadableImageError();
  let decoded: ReturnType<typeof bmp.decode>;
  try {
    decoded = bmp.decode(bytes, { toRGBA: true });
  } catch (err) {
    throw new UnreadableImageError(err);
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

/** Every frame of an animated GIF or WebP; a photo turned upright by its EXIF orientation. */
function open(bytes: Buffer, type: ImageType): Sharp {
  if (type === 'bmp') return decodeBmp(bytes);
  if (type === 'gif' || type === 'webp') {
    return sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: true, failOn: 'error' });
  }
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
}

async function encode(image: Sharp, format: keyof typeof MIME_OF): Promise<EncodedImage> {
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
    throw new UnreadableImageError(err);
  }
}

/**
 * Decodes the upload and encodes it again: JPEG, PNG, GIF and WebP keep their format, BMP, TIFF and
 * SVG become PNG. Nothing of the uploaded bytes is stored as they came: no metadata (a photo's GPS
 * position), no trailing payload, and of an SVG only its pixels, so none of its script ever runs.
 */
export async function normalizeImage(bytes: Buffer, type: ImageType): Promise<EncodedImage> {
  return encode(open(bytes, type), KEPT_FORMATS[type] ?? 'png');
}

/**
 * SPEC §9's 776x435 variant, for the slots that show an image at that size. `cover` fills the whole
 * frame (cropping the middle of a picture of another shape, and enlarging a small one) so that every
 * slot is filled alike and the variant is exactly the size its name says. WebP keeps transparency in a
 * fraction of PNG's bytes, and every browser shows it; an animation keeps its first frame.
 */
export function resizedVariant(normalized: Buffer): Promise<EncodedImage> {
  const image = sharp(normalized, { limitInputPixels: MAX_PIXELS }).resize(
    IMAGE_VARIANT.width,
    IMAGE_VARIANT.height,
    { fit: 'cover', position: 'centre' },
  );
  return encode(image, 'webp');
}

/**
 * The public copy of an image made a profile picture: at most 512 px a side, never enlarged, and the
 * whole picture (`inside`): avatars are round or square and crop it themselves.
 */
export function profilePicture(normalized: Buffer): Promise<EncodedImage> {
  const image = sharp(normalized, { limitInputPixels: MAX_PIXELS }).resize(PROFILE_SIDE, PROFILE_SIDE, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  return encode(image, 'webp');
}
