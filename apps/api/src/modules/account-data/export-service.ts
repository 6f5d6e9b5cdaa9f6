import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EXPORT_ARCHIVE } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { zipStream, type ArchiveEntry } from './archive';
import { ACCOUNT_DATA_EVENTS } from './events';
import { archivePathOf, presentAccountData } from './export-presenter';
import { collectAccountData } from './export-repository';
import { mappedRowsOf } from './mapped-rows';
import { fhirBundleOf } from './fhir';
import { renderSummaryPdf } from './summary-pdf';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * GET /user/{id}/export: only the person themselves. Administrators manage accounts but do not take a
 * copy of someone's whole health history: for anyone else the archive does not exist (404).
 */
export async function exportOwnData(
  ctx: AppContext,
  principal: Principal,
  userId: string,
  ip?: string,
): Promise<{ fileName: string; body: Readable }> {
  if (userId !== principal.userId) throw AppError.notFound();
  const exportedAt = new Date();
  const data = await collectAccountData(ctx.db, principal.user);
  const summary = await renderSummaryPdf(data, exportedAt);
  const entries: ArchiveEntry[] = [
    { path: EXPORT_ARCHIVE.data, open: async () => json(presentAccountData(data, exportedAt)) },
    { path: EXPORT_ARCHIVE.fhir, open: async () => json(fhirBundleOf(data, randomUUID(), exportedAt)) },
    { path: EXPORT_ARCHIVE.summary, open: async () => summary },
    {
      path: EXPORT_ARCHIVE.tables,
      open: async () =>
        json(await mappedRowsOf(ctx.db, { id: principal.userId, email: principal.user.email })),
    },
    ...data.files.map((file) => ({ path: archivePathOf(file), open: () => ctx.storage.get(file.key) })),
  ];
  await ctx.events.emit(
    ACCOUNT_DATA_EVENTS.exported,
    { files: data.files.length },
    { actorId: principal.userId, subjectType: 'user', subjectId: principal.userId, ip },
  );
  return { fileName: `carenet-data-${exportedAt.toISOString().slice(0, 10)}.zip`, body: zipStream(entries) };
}
