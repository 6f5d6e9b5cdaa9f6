import type { BulkImportTemplateFormat } from '@carenet/shared';
import { toCsv } from '../../platform/csv';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An empty template: the header row of the kind's columns, in CSV or XLSX. */
export async function templateFile(
  name: string,
  columns: readonly string[],
  format: BulkImportTemplateFormat,
): Promise<TemplateFile> {
  if (format === 'csv') {
    return {
      fileName: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(toCsv(columns, []), 'utf8'),
    };
  }
  // Loaded with the first XLSX template asked for rather than at start: most servers never make one.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const header = columns.map((column) => ({ value: column, fontWeight: 'bold' as const, type: String }));
  const bytes = await writeXlsxFile([header], {
    sheet: name,
    columns: columns.map(() => ({ width: 20 })),
    stickyRowsCount: 1,
  }).toBuffer();
  return { fileName: `${name}.xlsx`, contentType: XLSX_TYPE, bytes };
}
