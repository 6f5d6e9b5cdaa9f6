import { z } from 'zod';
import type { BulkImportKind } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { databaseFailure } from '../../platform/db/errors';
import type { ImportJobRow } from '../../platform/db/schema';
import { checkDatabase, checkFile } from './check';
import { BULK_IMPORT_EVENTS } from './events';
import { IMPORT_KINDS } from './kinds';
import type { SheetRow } from './read-rows';
import { finishImport, findImportJob, markImportRunning, recordImportBatch } from './repository';
import { resultCsv } from './result-file';

export const IMPORT_QUEUE = 'bulkImport.run';

/** Rows written per transaction: a failure loses at most one batch's work, and progress moves often. */
export const IMPORT_BATCH_SIZE = 500;

/**
 * A batch whose insert meets a unique index (someone signed up with one of its e-mails after the
 * batch was checked) is checked and written again, and the re-check refuses that row.
 */
const BATCH_ATTEMPTS = 3;

async function withUniqueRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= BATCH_ATTEMPTS || databaseFailure(err)?.code !== '23505') throw err;
    }
  }
}

const storedRowsSchema = z.array(
  z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) }),
);

export function resultFileKey(job: Pick<ImportJobRow, 'id' | 'createdAt'>): string {
  const month = String(job.createdAt.getUTCMonth() + 1).padStart(2, '0');
  return `bulk-import/${job.createdAt.getUTCFullYear()}/${month}/${job.id}.csv`;
}

/**
 * Imports a job's rows in batches. Each batch is checked against the database again (someone may
 * have signed up with an e-mail since the dry run) and written in one transaction with the job's
 * progress and what follows it (the set-password e-mails' job), so a job that is retried after a crash
 * resumes after its last committed batch and no committed batch lacks its e-mails. At the
 * end the result CSV is stored and its key recorded.
 */
async function runImport(ctx: AppContext, job: ImportJobRow, actorId: string): Promise<void> {
  const kind = IMPORT_KINDS[job.kind as BulkImportKind];
  const rows: SheetRow[] = storedRowsSchema.parse(job.rows);
  const checked = checkFile(kind, rows);
  for (let start = job.processedRows; start < checked.length; start += IMPORT_BATCH_SIZE) {
    const batch = checked.slice(start, start + IMPORT_BATCH_SIZE);
    await withUniqueRetry(() =>
      ctx.events.transaction(async (tx) => {
        const final = await checkDatabase(tx, kind, batch);
        const inputs = final.flatMap((row) => (row.input === null ? [] : [row.input]));
        const made = inputs.length ? await kind.insert(tx, actorId, inputs) : [];
        await kind.afterInsert?.(ctx, tx, made);
        await recordImportBatch(tx, job.id, {
          processedRows: start + batch.length,
          created: made.length,
          failed: batch.length - inputs.length,
          errors: final.flatMap((row) => row.errors),
        });
      }),
    );
  }
  const done = await findImportJob(ctx.db, job.id);
  const key = resultFileKey(job);
  await ctx.storage.put(
    key,
    Buffer.from(resultCsv(kind.columns, rows, done?.errors ?? []), 'utf8'),
    'text/csv',
  );
  await ctx.events.transaction(async (tx, emit) => {
    await finishImport(tx, job.id, { status: 'done', resultFileKey: key });
    await emit(
      BULK_IMPORT_EVENTS.finished,
      {
        kind: job.kind,
        totalRows: rows.length,
        createdCount: done?.createdCount,
        failedCount: done?.failedCount,
      },
      { actorId, subjectType: 'importJob', subjectId: job.id },
    );
  });
}

/**
 * The job that runs imports. An error that is not a row's (the database went away) ends the job as
 * failed: what was committed stays, and the administrator sees how far it went.
 */
export function registerImportJob(ctx: AppContext): void {
  ctx.jobs.register(IMPORT_QUEUE, async (payload) => {
    const job = await findImportJob(ctx.db, String(payload.importJobId));
    if (!job || job.status === 'done' || job.status === 'failed') return;
    try {
      // The administrator's account may have been erased since; an import needs someone to answer for it.
      if (!job.createdBy) throw new Error('the import has no administrator');
      await markImportRunning(ctx.db, job.id);
      await runImport(ctx, job, job.createdBy);
    } catch (err) {
      // PostgreSQL's names for a database failure only: its message and detail quote the rows' values.
      const reason = databaseFailure(err) ?? (err instanceof Error ? err.name : 'unknown');
      ctx.log.error({ importJob: job.id, reason }, 'bulk import failed');
      await ctx.events.transaction(async (tx, emit) => {
        await finishImport(tx, job.id, { status: 'failed', resultFileKey: null });
        await emit(
          BULK_IMPORT_EVENTS.failed,
          { kind: job.kind },
          { actorId: job.createdBy, subjectType: 'importJob', subjectId: job.id },
        );
      });
    }
  });
}
