import type { BulkImportKind } from '@carenet/shared';
import type { ImportKind } from './kind';
import { organizationsImport } from './organizations-kind';
import { usersImport } from './users-kind';

/** Each kind of bulk upload by the name import_jobs.kind stores. */
export const IMPORT_KINDS: Record<BulkImportKind, ImportKind<unknown, unknown>> = {
  users: usersImport,
  organizations: organizationsImport,
};
