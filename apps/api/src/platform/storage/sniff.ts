import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  /** The extension the bytes deserve (pdf, docx, doc, rtf, png, ...). */
  ext: string;
  mime: string;
}

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a file read from its bytes, never from its name or the client's Content-Type. file-type
 * reports every OLE compound file (.doc, .xls, .msi) as 'cfb'; a Word 97-2003 document is the one
 * whose directory names a 'WordDocument' stream.
 */
export async function sniffFileType(bytes: Buffer): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (detected.ext === 'cfb') {
    return bytes.includes(WORD_STREAM) ? { ext: 'doc', mime: 'application/msword' } : null;
  }
  return { ext: detected.ext, mime: detected.mime };
}
