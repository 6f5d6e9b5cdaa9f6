import type { VerifiedUpload } from '../../platform/uploads';
import { readJsonRows } from './json-rows';
import { readSheetRows, type SheetRow } from './read-rows';

/**
 * Where an upload's rows come from: a CSV or XLSX file, or a JSON array of row objects. Both give
 * the same rows, which the same checks and the same job then take.
 */
export interface RowSource {
  /** The name the job and the activity log record. */
  fileName: string;
  rows(columns: readonly string[]): Promise<SheetRow[]>;
}

/** The name recorded for rows that came as a JSON body (there is no file to name). */
export const JSON_SOURCE_NAME = 'request.json';

export const fileSource = (upload: VerifiedUpload<'spreadsheet'>): RowSource => ({
  fileName: upload.name,
  rows: (columns) => readSheetRows(upload.ext, upload.bytes, columns),
});

export const jsonSource = (body: unknown): RowSource => ({
  fileName: JSON_SOURCE_NAME,
  rows: async (columns) => readJsonRows(body, columns),
});
