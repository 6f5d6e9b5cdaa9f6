import type { UploadKind } from './file-types';

/** What a route tells its uploader, in its own words, when an upload is refused. */
export interface UploadMessages {
  /** No file in the route's field. */
  missing: string;
  /** The request is not multipart/form-data. */
  notMultipart: string;
  /** The file passes the route's size limit (a 413). */
  tooLarge: string;
  /** The bytes are of no type the route takes. */
  wrongType: string;
  /** The file's name or Content-Type claims another type than its bytes are. */
  nameMismatch: string;
  /** The bytes are of a type the route takes but are not a whole, clean file of it. */
  unreadable: string;
}

/** What one upload route takes. */
export interface UploadRules<K extends UploadKind = UploadKind> {
  /** The multipart field that carries the file. */
  field: string;
  /**
   * The kinds of file it takes, in order: a file is taken as the first kind whose types include it
   * (a chat takes a PNG as an image before a document).
   */
  accepts: readonly K[];
  maxBytes: number;
  messages: UploadMessages;
}

interface VerifiedFile<K extends UploadKind> {
  kind: K;
  /** The uploader's file name; an image stored re-encoded gets its new extension ('scan.bmp' as 'scan.png'). */
  name: string;
  bytes: Buffer;
  /** The extension and type the bytes were found to be, never what the client claimed. */
  ext: string;
  mime: string;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
}

/**
 * An upload that passed every check: the bytes to store and what they are. One taken as the image
 * kind was re-encoded, and its size is known.
 */
export type VerifiedUpload<K extends UploadKind = UploadKind> = K extends 'image'
  ? VerifiedFile<K> & { dimensions: { width: number; height: number } }
  : VerifiedFile<K> & { dimensions: null };
