import type SharpFactory from 'sharp';

/** The classifier's input: MobileNetV2 takes 224x224 RGB. */
export const MODEL_INPUT_SIZE = 224;

/**
 * The image as the classifier reads it: its first frame stretched to 224x224, transparency laid on
 * white, 3 bytes (RGB) a pixel. libvips does this on its own threads, never on the event loop.
 */
export async function modelPixels(bytes: Buffer): Promise<Uint8Array> {
  const { default: sharp } = (await import('sharp')) as { default: typeof SharpFactory };
  const data = await sharp(bytes, { failOn: 'error' })
    .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
