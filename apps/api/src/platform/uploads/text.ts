import { UnreadableFileError } from './unreadable';
import type { SniffedType } from './sniff';

/** Control characters no text file holds: below space, except tab, line feed and carriage return. */
function hasBinaryCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** Text is taken as CSV unless its first bytes have what only binary files have. */
export function sniffCsv(bytes: Buffer): SniffedType | null {
  return hasBinaryCharacter(bytes.subarray(0, 4096).toString('latin1'))
    ? null
    : { ext: 'csv', mime: 'text/csv' };
}

/** The whole file must be UTF-8 text without control characters. */
export function assertUtf8Text(bytes: Buffer): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (err) {
    throw new UnreadableFileError(err);
  }
  if (hasBinaryCharacter(text)) throw new UnreadableFileError();
}
