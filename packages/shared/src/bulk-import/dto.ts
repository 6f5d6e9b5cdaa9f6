import type { BulkImportKind, ImportJobStatus } from './constants';

/** One problem of one row; row is the spreadsheet's row number (the header is row 1). */
export interface ImportRowErrorDto {
  row: number;
  /** The column to fix, when the problem is in one. */
  field?: string;
  message: string;
}

/** POST /user/add/bulk?dryRun=true (and the organization one): what an import would do. Nothing is written. */
export interface BulkImportCheckDto {
  kind: BulkImportKind;
  totalRows: number;
  validRows: number;
  errors: ImportRowErrorDto[];
}

/** GET /bulkImports/{id}: an import job and how far it is. */
export interface ImportJobDto {
  _id: string;
  kind: BulkImportKind;
  fileName: string;
  status: ImportJobStatus;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  failedCount: number;
  /** The first problems found (IMPORT_JOB_ERRORS_SHOWN at most); the result file has all of them. */
  errors: ImportRowErrorDto[];
  /** Where the result CSV is downloaded from, once the import has finished. */
  resultUrl: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export const IMPORT_JOB_ERRORS_SHOWN = 100;
