import { IMAGE_VARIANT, UPLOAD_MAX_IMAGE_PIXELS } from '@carenet/shared';
import { encodeImage, type EncodedImage } from '../../platform/uploads';

/** The side of the square a profile picture fits inside: the largest size the app shows it at, twice over. */
const PROFILE_SIDE = 512;

/**
 * docs/files-and-uploads.md#image-variants's 776x435 variant, for the slots that show an image at that size. `cover` fills the whole
 * frame (cropping the middle of a picture of another shape, and enlarging a small one) so that every
 * slot is filled alike and the variant is exactly the size its name says. WebP keeps transparency in a
 * fraction of PNG's bytes, and every browser shows it; an animation keeps its first frame.
 */
export async function resizedVariant(normalized: Buffer): Promise<EncodedImage> {
  const { default: sharp } = await import('sharp');
  const image = sharp(normalized, { limitInputPixels: UPLOAD_MAX_IMAGE_PIXELS }).resize(
    IMAGE_VARIANT.width,
    IMAGE_VARIANT.height,
    { fit: 'cover', position: 'centre' },
  );
  return encodeImage(image, 'webp');
}

/**
 * The public copy of an image made a profile picture: at most 512 px a side, never enlarged, and the
 * whole picture (`inside`): avatars are round or square and crop it themselves.
 */
export async function profilePicture(normalized: Buffer): Promise<EncodedImage> {
  const { default: sharp } = await import('sharp');
  const image = sharp(normalized, { limitInputPixels: UPLOAD_MAX_IMAGE_PIXELS }).resize(
    PROFILE_SIDE,
    PROFILE_SIDE,
    { fit: 'inside', withoutEnlargement: true },
  );
  return encodeImage(image, 'webp');
}
