/** The largest document or image the API takes (DESIGN §1 Files: uploads are size-limited). */
export const RECORD_MAX_MB = 10;
export const RECORD_MAX_BYTES = RECORD_MAX_MB * 1024 * 1024;

export const RECORD_NAME_MAX = 100;
export const RECORD_NOTE_MAX = 500;

/** The multipart field of POST /medicalRecords and POST /images. */
export const RECORD_FILE_FIELD = 'file';

/**
 * docs/validation-and-limits.md#accounts Uploader: pdf, images, doc, docx, as the API sniffs them from the bytes (file-type names
 * JPEG 'jpg' and TIFF 'tif'). A document is kept exactly as uploaded, so SVG, a picture that is also
 * a program, is not among them; the image upload takes it and rasterizes it.
 */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'png', 'gif', 'webp', 'bmp', 'tif'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** docs/files-and-uploads.md#accepted-types Image upload: jpeg, gif, png, bmp, tiff, svg, webp. */
export const IMAGE_TYPES = ['jpg', 'gif', 'png', 'bmp', 'tif', 'svg', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Other spellings of a type's extension on a file's name. */
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', tiff: 'tif' };

/** The type a file name claims ('Scan.JPEG' claims 'jpg'); '' without an extension. */
export function claimedType(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  const ext = match ? match[1].toLowerCase() : '';
  return EXTENSION_ALIASES[ext] ?? ext;
}

/** For the pickers' accept attribute; the server's sniffing is what decides. */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif,.webp,.bmp,.tif,.tiff';
export const IMAGE_ACCEPT =
  'image/jpeg,image/gif,image/png,image/bmp,image/tiff,image/svg+xml,image/webp,.jpg,.jpeg,.gif,.png,.bmp,.tif,.tiff,.svg,.webp';

/** docs/files-and-uploads.md#image-variants: the resized variant of an uploaded image, named with this suffix. */
export const IMAGE_VARIANT = { suffix: '_776x435', width: 776, height: 435 } as const;
