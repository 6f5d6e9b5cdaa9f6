import { CATALOGUE_MESSAGES, type CatalogueKind } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { EventMeta } from '../../platform/events';
import { databaseFailure } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { CATALOGUE_EVENTS, CATALOGUE_SUBJECT } from './events';
import {
  countUsage,
  deleteCatalogueItem,
  findCatalogueItem,
  findCatalogueItemByName,
  insertCatalogueItem,
  listCatalogue,
  renameCatalogueItem,
  renameUsages,
  type CatalogueRow,
} from './repository';

const UNIQUE_VIOLATION = '23505';

export function listItems(ctx: AppContext, kind: CatalogueKind): Promise<CatalogueRow[]> {
  return listCatalogue(ctx.db, kind);
}

export async function getItem(ctx: AppContext, kind: CatalogueKind, id: string): Promise<CatalogueRow> {
  const row = await findCatalogueItem(ctx.db, kind, id);
  if (!row) throw AppError.notFound(CATALOGUE_MESSAGES[kind].notFound);
  return row;
}

/** Names are unique whatever the letter case; `except` is the row being renamed, which may keep its own. */
async function assertNameFree(ctx: AppContext, kind: CatalogueKind, name: string, except?: string) {
  const holder = await findCatalogueItemByName(ctx.db, kind, name);
  if (holder && holder.id !== except)
    throw AppError.conflict(CATALOGUE_MESSAGES[kind].duplicate(holder.name));
}

/** Two administrators adding the same name at once: the unique index decides, and says it kindly. */
function duplicateRace(kind: CatalogueKind, name: string, error: unknown): never {
  if (databaseFailure(error)?.code === UNIQUE_VIOLATION)
    throw AppError.conflict(CATALOGUE_MESSAGES[kind].duplicate(name));
  throw error;
}

/** An administrator's event about a catalogue entry. */
const aboutItem = (kind: CatalogueKind, admin: Principal, id: string, ip: string | undefined): EventMeta => ({
  actorId: admin.userId,
  subjectType: CATALOGUE_SUBJECT[kind],
  subjectId: id,
  ip,
});

export async function createItem(
  ctx: AppContext,
  kind: CatalogueKind,
  admin: Principal,
  name: string,
  ip?: string,
): Promise<CatalogueRow> {
  await assertNameFree(ctx, kind, name);
  return ctx.events
    .transaction(async (tx, emit) => {
      const row = await insertCatalogueItem(tx, kind, name);
      await emit(CATALOGUE_EVENTS[kind].created, { name: row.name }, aboutItem(kind, admin, row.id, ip));
      return row;
    })
    .catch((error: unknown) => duplicateRace(kind, name, error));
}

/** A rename is also written into every facility or doctor using the old name, in the same transaction. */
export async function renameItem(
  ctx: AppContext,
  kind: CatalogueKind,
  admin: Principal,
  id: string,
  name: string,
  ip?: string,
): Promise<CatalogueRow> {
  const current = await getItem(ctx, kind, id);
  // Saving the name unchanged writes nothing, so no facility or doctor is touched for it.
  if (current.name === name) return current;
  await assertNameFree(ctx, kind, name, current.id);
  return ctx.events
    .transaction(async (tx, emit) => {
      const row = await renameCatalogueItem(tx, kind, current.id, name);
      const updated = await renameUsages(tx, kind, current.name, name);
      await emit(
        CATALOGUE_EVENTS[kind].renamed,
        { from: current.name, to: row.name, updated },
        aboutItem(kind, admin, row.id, ip),
      );
      return row;
    })
    .catch((error: unknown) => duplicateRace(kind, name, error));
}

/** A name still in use is not deleted: the refusal says how many facilities or doctors use it. */
export async function deleteItem(
  ctx: AppContext,
  kind: CatalogueKind,
  admin: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const current = await getItem(ctx, kind, id);
  await ctx.events.transaction(async (tx, emit) => {
    const inUse = await countUsage(tx, kind, current.name);
    if (inUse > 0) throw AppError.conflict(CATALOGUE_MESSAGES[kind].inUse(inUse));
    await deleteCatalogueItem(tx, kind, current.id);
    await emit(
      CATALOGUE_EVENTS[kind].deleted,
      { name: current.name },
      aboutItem(kind, admin, current.id, ip),
    );
  });
}
