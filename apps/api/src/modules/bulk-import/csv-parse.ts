/**
 * The rows of an RFC 4180 CSV document: fields separated by commas, quoted with double quotes (a
 * doubled quote inside is one quote), records ended by CRLF or LF. A leading byte-order mark, which
 * Excel writes into "CSV UTF-8", is dropped. Null when a quoted field never ends (a damaged file).
 */
export function parseCsv(text: string): string[][] | null {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < input.length) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r' && input[i + 1] === '\n') i++;
    } else {
      field += char;
    }
    i++;
  }
  if (quoted) return null;
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
