export interface SniffedType {
  /** The extension the bytes deserve (pdf, docx, doc, rtf, png, svg, ...). */
  ext: string;
  mime: string;
}

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** An XML declaration, comments or a doctype may come first; the root element must be <svg>. */
const SVG_ROOT = /^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

/**
 * The type of a file read from its bytes, never from its name or the client's Content-Type. file-type
 * reports every OLE compound file (.doc, .xls, .msi) as 'cfb'; a Word 97-2003 document is the one
 * whose directory names a 'WordDocument' stream. An SVG is text, which file-type calls xml or
 * nothing: it is the one whose root element is <svg>.
 */
export async function sniffFileType(bytes: Buffer): Promise<SniffedType | null> {
  // Loaded with the first upload rather than at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'cfb') {
    return bytes.includes(WORD_STREAM) ? { ext: 'doc', mime: 'application/msword' } : null;
  }
  if (detected && detected.ext !== 'xml') return { ext: detected.ext, mime: detected.mime };
  return SVG_ROOT.test(bytes.subarray(0, 4096).toString('utf8'))
    ? { ext: 'svg', mime: 'image/svg+xml' }
    : null;
}
