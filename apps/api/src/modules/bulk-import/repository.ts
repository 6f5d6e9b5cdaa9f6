import { eq, sql } from 'drizzle-orm';
import { isUuid, type BulkImportKind } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { importJobs, type ImportJobRow, type ImportRowError } from '../../platform/db/schema';
import type { SheetRow } from './read-rows';

export async function insertImportJob(
  db: Database,
  job: { kind: BulkImportKind; createdBy: string; fileName: string; rows: SheetRow[] },
): Promise<ImportJobRow> {
  const [row] = await db
    .insert(importJobs)
    .values({ ...job, totalRows: job.rows.length })
    .returning();
  return row;
}

export async function findImportJob(db: Database, id: string): Promise<ImportJobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row ?? null;
}

export async function markImportRunning(db: Database, id: string): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'running', startedAt: sql`coalesce(${importJobs.startedAt}, now())` })
    .where(eq(importJobs.id, id));
}

/** One committed batch: how far the job is, what it created and refused, in the batch's transaction. */
export async function recordImportBatch(
  tx: Database,
  id: string,
  batch: { processedRows: number; created: number; failed: number; errors: ImportRowError[] },
): Promise<void> {
  await tx
    .update(importJobs)
    .set({
      processedRows: batch.processedRows,
      createdCount: sql`${importJobs.createdCount} + ${batch.created}`,
      failedCount: sql`${importJobs.failedCount} + ${batch.failed}`,
      errors: sql`${importJobs.errors} || ${JSON.stringify(batch.errors)}::jsonb`,
    })
    .where(eq(importJobs.id, id));
}

export async function finishImport(
  db: Database,
  id: string,
  outcome: { status: 'done' | 'failed'; resultFileKey: string | null },
): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(importJobs.id, id));
}
