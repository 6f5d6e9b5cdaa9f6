import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  DIRECTORY_CSV_MAX_ROWS,
  DIRECTORY_MESSAGES as M,
  type DirectoryClaimDto,
  type DirectoryDoctorDto,
  type directoryClaimsQuerySchema,
  type DirectoryImportResultDto,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { parseCsv } from '../bulk-import';
import { readDirectoryCsv } from './csv-rows';
import { directoryOf } from './driver';
import { DirectoryUnavailable, type DirectoryFilter, type DirectoryPage } from './entry';
import { DIRECTORY_EVENTS, DIRECTORY_SUBJECT } from './events';
import { claimConfirmsAtOnce, mayClaim } from './policy';
import { presentClaim, presentDirectoryDoctor } from './presenter';
import {
  countDirectoryDoctors,
  decidePendingClaim,
  findClaimOf,
  recordClaim,
  selectClaims,
  upsertDirectoryDoctors,
} from './repository';
import { SAMPLE_CSV_RELATIVE_PATH } from './sample/path';

/** A failing directory is a 502 with the product's message; why it failed goes to the log only. */
function unavailable(ctx: AppContext, error: unknown): never {
  if (error instanceof DirectoryUnavailable) {
    ctx.log.warn({ reason: error.message, driver: directoryOf(ctx).name }, 'hospital directory unavailable');
    throw new AppError('INTERNAL', M.failedToFetchDoctors, undefined, 502);
  }
  throw error;
}

/** docs/directory.md#reading-the-directory: a page of the active directory. */
export async function searchDirectory(ctx: AppContext, filter: DirectoryFilter): Promise<DirectoryPage> {
  try {
    return await directoryOf(ctx).list(filter);
  } catch (error) {
    return unavailable(ctx, error);
  }
}

/** docs/directory.md#reading-the-directory: one AI doctor profile, with what the viewer may do about it. */
export async function getDirectoryDoctor(
  ctx: AppContext,
  viewer: Principal | null,
  id: string,
): Promise<DirectoryDoctorDto> {
  const driver = directoryOf(ctx);
  const view = await driver.get(id).catch((error: unknown) => unavailable(ctx, error));
  if (!view) throw AppError.notFound(M.doctorNotFound);
  const viewerHasClaim = Boolean(viewer && driver.takesClaims && (await findClaimOf(ctx.db, viewer.userId)));
  return presentDirectoryDoctor(view, driver.name, {
    userId: viewer?.userId ?? null,
    mayClaim: mayClaim(viewer, view, viewerHasClaim),
  });
}

/**
 * docs/directory.md#claiming: a signed-in doctor claims an unclaimed entry of CareNet's table. It is
 * confirmed at once when the doctor's verified e-mail is the entry's, else it waits for an administrator.
 */
export async function claimDirectoryDoctor(
  ctx: AppContext,
  viewer: Principal,
  id: string,
  ip?: string,
): Promise<{ doctor: DirectoryDoctorDto; confirmed: boolean }> {
  if (!viewer.flags.doctor) throw AppError.forbidden(M.onlyDoctorsClaim);
  const driver = directoryOf(ctx);
  const view = await driver.get(id).catch((error: unknown) => unavailable(ctx, error));
  if (!view) throw AppError.notFound(M.doctorNotFound);
  if (!view.claim) throw AppError.conflict(M.directoryTakesNoClaims);
  if (view.claim.status !== null) throw AppError.conflict(M.alreadyClaimed);
  if (await findClaimOf(ctx.db, viewer.userId)) throw AppError.conflict(M.alreadyHaveProfile);
  const confirmed = claimConfirmsAtOnce(viewer, view.entry.email);
  const row = await ctx.events.transaction(async (tx, emit) => {
    const claimed = await recordClaim(tx, view.entry.id, {
      userId: viewer.userId,
      confirmed,
      at: new Date(),
    });
    if (!claimed) return null;
    await emit(
      DIRECTORY_EVENTS.claimed,
      { confirmed, byVerifiedEmail: confirmed },
      { actorId: viewer.userId, subjectType: DIRECTORY_SUBJECT, subjectId: claimed.id, ip },
    );
    return claimed;
  });
  // Another doctor's claim landed between the read and the update.
  if (!row) throw AppError.conflict(M.alreadyClaimed);
  const doctor = presentDirectoryDoctor(
    { entry: view.entry, claim: { status: row.claimStatus, claimedBy: row.claimedBy } },
    driver.name,
    { userId: viewer.userId, mayClaim: false },
  );
  return { doctor, confirmed };
}

/** docs/directory.md#claiming: an administrator confirms a pending claim, or rejects it (the entry is free again). */
export async function decideClaim(
  ctx: AppContext,
  admin: Principal,
  id: string,
  confirm: boolean,
  ip?: string,
): Promise<DirectoryDoctorDto> {
  const driver = directoryOf(ctx);
  const view = await driver.get(id).catch((error: unknown) => unavailable(ctx, error));
  if (!view) throw AppError.notFound(M.doctorNotFound);
  const claimedBy = view.claim?.claimedBy;
  const row = await ctx.events.transaction(async (tx, emit) => {
    const decided = await decidePendingClaim(tx, view.entry.id, { confirm, at: new Date() });
    if (!decided || !claimedBy) return null;
    await emit(
      confirm ? DIRECTORY_EVENTS.claimConfirmed : DIRECTORY_EVENTS.claimRejected,
      { claimedBy },
      { actorId: admin.userId, subjectType: DIRECTORY_SUBJECT, subjectId: decided.id, ip },
    );
    return decided;
  });
  if (!row) throw AppError.conflict(M.noPendingClaim);
  return presentDirectoryDoctor(
    { entry: view.entry, claim: { status: row.claimStatus, claimedBy: row.claimedBy } },
    driver.name,
    { userId: admin.userId, mayClaim: false },
  );
}

/** GET /directory/claims: claims of one status for administrators, oldest request first. */
export async function listClaims(
  ctx: AppContext,
  query: z.output<typeof directoryClaimsQuerySchema>,
): Promise<{ claims: DirectoryClaimDto[]; total: number }> {
  const { rows, total } = await selectClaims(ctx.db, query.status, query);
  return { claims: rows.map((row) => presentClaim(row.entry, row.user)), total };
}

/** The rows of an uploaded CSV text, or the refusal of the whole file. */
function readCsvText(text: string) {
  const records = parseCsv(text);
  if (!records) throw AppError.field('file', M.csvNotText);
  if (records.length - 1 > DIRECTORY_CSV_MAX_ROWS) throw AppError.field('file', M.csvTooManyRows);
  const result = readDirectoryCsv(records);
  if ('missingColumn' in result) throw AppError.field('file', M.csvBadHeader(result.missingColumn));
  return result;
}

/**
 * docs/directory.md#importing: the valid rows of the file are added to CareNet's table (or update the
 * entries of the same ref); each refused row is reported with its line. Into the table whatever the
 * active driver, so a switch back to it finds the data.
 */
export async function importDirectoryCsv(
  ctx: AppContext,
  admin: Principal,
  text: string,
  ip?: string,
): Promise<DirectoryImportResultDto> {
  const { entries, refused } = readCsvText(text);
  await ctx.events.transaction(async (tx, emit) => {
    await upsertDirectoryDoctors(tx, entries);
    await emit(
      DIRECTORY_EVENTS.imported,
      { imported: entries.length, refused: refused.length },
      { actorId: admin.userId, subjectType: DIRECTORY_SUBJECT, ip },
    );
  });
  return { imported: entries.length, refused };
}

/** The committed sample, found from the source tree or the bundled dist/ (both under apps/api). */
function sampleCsvPath(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, SAMPLE_CSV_RELATIVE_PATH);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** docs/directory.md#the-sample-directory: on a demo database whose directory is empty, the sample's fictional doctors. */
export async function seedSampleDirectory(ctx: AppContext): Promise<void> {
  if ((await countDirectoryDoctors(ctx.db)) > 0) return;
  const file = sampleCsvPath();
  if (!file) {
    ctx.log.warn('the sample directory file was not found; the directory stays empty');
    return;
  }
  const { entries } = readCsvText(await readFile(file, 'utf8'));
  await upsertDirectoryDoctors(ctx.db, entries);
  ctx.log.info({ doctors: entries.length }, 'sample hospital directory loaded');
}
