import {
  IMPORT_JOB_ERRORS_SHOWN,
  type BulkImportCheckDto,
  type BulkImportKind,
  type ImportJobDto,
  type ImportJobStatus,
} from '@carenet/shared';
import type { ImportJobRow, ImportRowError } from '../../platform/db/schema';
import type { CheckedRow } from './kind';

export function presentCheck<Input>(
  kind: BulkImportKind,
  rows: readonly CheckedRow<Input>[],
): BulkImportCheckDto {
  return {
    kind,
    totalRows: rows.length,
    validRows: rows.filter((row) => row.input !== null).length,
    errors: rows.flatMap((row) => row.errors.map(presentError)),
  };
}

const presentError = ({ row, field, message }: ImportRowError) =>
  field ? { row, field, message } : { row, message };

export function presentImportJob(job: ImportJobRow): ImportJobDto {
  return {
    _id: job.id,
    kind: job.kind as BulkImportKind,
    fileName: job.fileName,
    status: job.status as ImportJobStatus,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdCount: job.createdCount,
    failedCount: job.failedCount,
    errors: job.errors.slice(0, IMPORT_JOB_ERRORS_SHOWN).map(presentError),
    resultUrl: job.resultFileKey ? `/bulkImports/${job.id}/result` : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
