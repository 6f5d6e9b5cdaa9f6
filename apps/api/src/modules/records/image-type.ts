import { IMAGE_TYPES, type ImageType } from '@carenet/shared';
import { sniffFileType } from '../../platform/storage/sniff';

const isImageType = (ext: string): ext is ImageType => (IMAGE_TYPES as readonly string[]).includes(ext);

/** An XML declaration, comments or a doctype may come first; the root element must be <svg>. */
const SVG_ROOT = /^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

/**
 * The type of an uploaded image read from its bytes: file-type for the raster formats, and for SVG
 * (text, which file-type calls xml or nothing) a root <svg> element. Null for anything else.
 */
export async function sniffImageType(bytes: Buffer): Promise<ImageType | null> {
  const sniffed = await sniffFileType(bytes);
  if (sniffed && sniffed.ext !== 'xml') return isImageType(sniffed.ext) ? sniffed.ext : null;
  return SVG_ROOT.test(bytes.subarray(0, 4096).toString('utf8')) ? 'svg' : null;
}
