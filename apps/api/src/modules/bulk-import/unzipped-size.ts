const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of up to 65,535. */
const END_SEARCH = 22 + 0xffff;
/** A size field of all ones means the real size is in a ZIP64 record: far past any limit of ours. */
const ZIP64_MARK = 0xffffffff;

/**
 * The total size a zip (an XLSX) declares its files unpack to, read from its central directory
 * without unpacking anything; null when the directory cannot be read. A 5 MB upload of zeros can
 * declare gigabytes, which the spreadsheet reader would otherwise try to hold.
 */
export function declaredUnzippedSize(bytes: Buffer): number | null {
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const size = bytes.readUInt32LE(offset + 24);
    if (size === ZIP64_MARK) return Number.POSITIVE_INFINITY;
    total += size;
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return total;
}
