/**
 * The most pixels an uploaded image may decode to (50 MP, a large phone or camera photo). A small
 * file can claim a huge canvas (a PNG's header, an SVG's width, a compressed bomb): decoding it would
 * take gigabytes, and showing it would stall whoever opens it.
 */
export const UPLOAD_MAX_IMAGE_MEGAPIXELS = 50;
export const UPLOAD_MAX_IMAGE_PIXELS = UPLOAD_MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** Upload text shared by every upload route; each route's own messages sit with its feature. */
export const UPLOAD_MESSAGES = {
  oneFileAtATime: 'Please upload one file at a time.',
} as const;
