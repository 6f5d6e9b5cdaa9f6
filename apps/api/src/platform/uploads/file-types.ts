import { BULK_IMPORT_FILE_TYPES, DOCUMENT_TYPES, IMAGE_TYPES, RESUME_EXTENSIONS } from '@carenet/shared';

/**
 * What a route takes, by kind: a document (docs/validation-and-limits.md#clinical Uploader: PDF, Word, a picture), an image (docs/validation-and-limits.md#clinical
 * Image upload), audio (a voice message), a resume (docs/files-and-uploads.md#accepted-types Apply form) or a spreadsheet (a bulk upload).
 */
export type UploadKind = 'document' | 'image' | 'audio' | 'resume' | 'spreadsheet';

/**
 * How the pipeline checks a type beyond sniffing it: a raster image is decoded whole, an SVG is
 * rasterized, a PDF's structure is looked at, a CSV must be UTF-8 text; Word, RTF, XLSX and audio files
 * are taken as sniffed.
 */
export type Verification = 'raster' | 'svg' | 'pdf' | 'text' | 'none';

interface FileTypeRule {
  /** The type it is stored and served as. */
  mime: string;
  /** The extensions a name of this type may end with. */
  names: readonly string[];
  /** The Content-Types browsers and operating systems send for it. */
  mimes: readonly string[];
  verification: Verification;
}

const image = (mime: string, names: string[], mimes: string[] = []): FileTypeRule => ({
  mime,
  names,
  mimes: [mime, ...mimes],
  verification: 'raster',
});

const audio = (mime: string, names: string[], mimes: string[]): FileTypeRule => ({
  mime,
  names,
  mimes: [mime, ...mimes],
  verification: 'none',
});

const OGG = audio('audio/ogg', ['ogg', 'oga', 'opus'], ['audio/opus', 'application/ogg']);
const MP4 = audio('audio/mp4', ['m4a', 'mp4'], ['audio/x-m4a', 'audio/m4a', 'video/mp4']);

/**
 * Every type an upload route takes, keyed by the extension file-type sniffs it as (JPEG is 'jpg',
 * TIFF 'tif'). Windows names RTF application/msword; browsers record WebM voice as audio/webm and
 * file-type calls it video/webm; Safari records MP4, which file-type calls mp4 or m4a by its brand.
 */
const FILE_TYPES: Record<string, FileTypeRule> = {
  pdf: {
    mime: 'application/pdf',
    names: ['pdf'],
    mimes: ['application/pdf', 'application/x-pdf'],
    verification: 'pdf',
  },
  doc: { mime: 'application/msword', names: ['doc'], mimes: ['application/msword'], verification: 'none' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    names: ['docx'],
    mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    verification: 'none',
  },
  rtf: {
    mime: 'application/rtf',
    names: ['rtf'],
    mimes: ['application/rtf', 'application/x-rtf', 'text/rtf', 'text/richtext', 'application/msword'],
    verification: 'none',
  },
  jpg: image('image/jpeg', ['jpg', 'jpeg', 'jpe', 'jfif'], ['image/jpg', 'image/pjpeg']),
  png: image('image/png', ['png'], ['image/x-png', 'image/apng']),
  gif: image('image/gif', ['gif']),
  webp: image('image/webp', ['webp']),
  bmp: image('image/bmp', ['bmp', 'dib'], ['image/x-bmp', 'image/x-ms-bmp']),
  tif: image('image/tiff', ['tif', 'tiff'], ['image/tif', 'image/x-tiff']),
  svg: { mime: 'image/svg+xml', names: ['svg'], mimes: ['image/svg+xml'], verification: 'svg' },
  webm: audio('audio/webm', ['webm', 'weba'], ['video/webm']),
  ogg: OGG,
  oga: OGG,
  opus: OGG,
  mp3: audio('audio/mpeg', ['mp3'], ['audio/mp3', 'audio/x-mpeg', 'audio/mpeg3']),
  m4a: MP4,
  mp4: MP4,
  wav: audio('audio/wav', ['wav'], ['audio/x-wav', 'audio/wave', 'audio/vnd.wave']),
  // Windows sends a CSV as application/vnd.ms-excel when Excel is installed.
  csv: {
    mime: 'text/csv',
    names: ['csv'],
    mimes: ['text/csv', 'application/csv', 'text/x-csv', 'text/plain', 'application/vnd.ms-excel'],
    verification: 'text',
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    names: ['xlsx'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    verification: 'none',
  },
};

const AUDIO_TYPES = ['webm', 'ogg', 'oga', 'opus', 'mp3', 'm4a', 'mp4', 'wav'] as const;

const TYPES_OF_KIND: Record<UploadKind, readonly string[]> = {
  document: DOCUMENT_TYPES,
  image: IMAGE_TYPES,
  audio: AUDIO_TYPES,
  resume: RESUME_EXTENSIONS,
  spreadsheet: BULK_IMPORT_FILE_TYPES,
};

/** A Content-Type that says nothing of the file: what a browser sends when it does not know. */
const UNKNOWN_MIMES = new Set(['', 'application/octet-stream']);

export interface AcceptedType<K extends UploadKind = UploadKind> {
  kind: K;
  ext: string;
  mime: string;
  verification: Verification;
}

/** The first of the route's kinds that takes the sniffed type; null when none does. */
export function acceptedType<K extends UploadKind>(ext: string, kinds: readonly K[]): AcceptedType<K> | null {
  const rule = Object.hasOwn(FILE_TYPES, ext) ? FILE_TYPES[ext] : undefined;
  const kind = kinds.find((candidate) => TYPES_OF_KIND[candidate].includes(ext));
  if (!rule || !kind) return null;
  return { kind, ext, mime: rule.mime, verification: rule.verification };
}

/**
 * Whether the file's name and the Content-Type sent with it agree with what the bytes are: a real
 * PDF named scan.docx, or sent as image/png, would lie to whoever opens it. A Content-Type that says
 * nothing (none, application/octet-stream) is no claim.
 */
export function claimsAgree(ext: string, filename: string, claimedMime: string): boolean {
  const rule = FILE_TYPES[ext];
  const match = /\.([a-z0-9]+)$/i.exec(filename.trim());
  const named = match ? match[1].toLowerCase() : '';
  const mime = claimedMime.split(';')[0].trim().toLowerCase();
  return rule.names.includes(named) && (UNKNOWN_MIMES.has(mime) || rule.mimes.includes(mime));
}
