import { BULK_IMPORT_MESSAGES as M, type BulkImportKind } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { checkDatabase, checkFile } from './check';
import { BULK_IMPORT_EVENTS } from './events';
import { IMPORT_QUEUE } from './job';
import { IMPORT_KINDS } from './kinds';
import { presentCheck } from './presenter';
import { findImportJob, insertImportJob } from './repository';
import type { RowSource } from './row-source';

/** Reads and checks every row of an upload (a file or JSON) against itself and the database; writes nothing. */
async function checkUpload(ctx: AppContext, kind: BulkImportKind, upload: RowSource) {
  const importKind = IMPORT_KINDS[kind];
  const rows = await upload.rows(importKind.columns);
  const checked = await checkDatabase(ctx.db, importKind, checkFile(importKind, rows));
  return { rows, check: presentCheck(kind, checked) };
}

/** The dry run: what importing the file would do, row by row. Only the activity log records it. */
export async function dryRunImport(
  ctx: AppContext,
  principal: Principal,
  kind: BulkImportKind,
  upload: RowSource,
  ip: string,
) {
  const { check } = await checkUpload(ctx, kind, upload);
  await ctx.events.emit(
    BULK_IMPORT_EVENTS.checked,
    { kind, fileName: upload.fileName, totalRows: check.totalRows, validRows: check.validRows },
    { actorId: principal.userId, subjectType: 'bulkImport', ip },
  );
  return check;
}

/**
 * Checks the file as the dry run does and, when any row can be imported, queues the import job with
 * every row (the result file lists them all, imported or not). A file of which nothing can be
 * imported is refused with its errors instead.
 */
export async function startImport(
  ctx: AppContext,
  principal: Principal,
  kind: BulkImportKind,
  upload: RowSource,
  ip: string,
) {
  const { rows, check } = await checkUpload(ctx, kind, upload);
  if (!check.validRows) {
    throw AppError.badRequest(
      M.nothingToImport,
      check.errors.map(({ row, field, message }) => ({
        path: `row ${row}${field ? `.${field}` : ''}`,
        message,
      })),
    );
  }
  const job = await ctx.events.transaction(async (tx, emit) => {
    const row = await insertImportJob(tx, {
      kind,
      createdBy: principal.userId,
      fileName: upload.fileName,
      rows,
    });
    await emit(
      BULK_IMPORT_EVENTS.started,
      { kind, fileName: upload.fileName, totalRows: check.totalRows, validRows: check.validRows },
      { actorId: principal.userId, subjectType: 'importJob', subjectId: row.id, ip },
    );
    await ctx.jobs.enqueue(IMPORT_QUEUE, { importJobId: row.id }, { maxAttempts: 3 }, tx);
    return row;
  });
  return job;
}

export async function getImportJob(ctx: AppContext, id: string) {
  const job = await findImportJob(ctx.db, id);
  if (!job) throw AppError.notFound(M.jobNotFound);
  return job;
}

/** The stored result CSV of a finished import. */
export async function openImportResult(ctx: AppContext, id: string) {
  const job = await getImportJob(ctx, id);
  if (!job.resultFileKey) throw AppError.notFound(M.resultNotReady);
  const body = await ctx.storage.get(job.resultFileKey);
  if (!body) throw AppError.notFound(M.resultNotReady);
  return { job, body };
}
