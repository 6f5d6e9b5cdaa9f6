import { UnreadableFileError } from './unreadable';

const HEADER = Buffer.from('%PDF-', 'latin1');
const END = Buffer.from('%%EOF', 'latin1');

/**
 * A PDF starts with its header (nothing before it: an HTML page with a PDF inside is not one) and
 * was written to its end-of-file marker, so a file cut short on its way is not kept.
 */
export function assertWholePdf(bytes: Buffer): void {
  if (!bytes.subarray(0, HEADER.length).equals(HEADER) || !bytes.includes(END, HEADER.length)) {
    throw new UnreadableFileError();
  }
}
