import type { ActivityCategories } from '../../platform/audit';

/** Domain events of bulk uploads: every check, start and end is in the activity log. */
export const BULK_IMPORT_EVENTS = {
  checked: 'bulkImport.checked',
  started: 'bulkImport.started',
  finished: 'bulkImport.finished',
  failed: 'bulkImport.failed',
} as const;

/** What a file held: its kind, name and rows. */
type ImportFileFacts = { kind: string; fileName: string; totalRows: number; validRows: number };

declare module '../../platform/events' {
  interface EventMap {
    [BULK_IMPORT_EVENTS.checked]: ImportFileFacts;
    [BULK_IMPORT_EVENTS.started]: ImportFileFacts;
    [BULK_IMPORT_EVENTS.finished]: {
      kind: string;
      totalRows: number;
      createdCount?: number;
      failedCount?: number;
    };
    [BULK_IMPORT_EVENTS.failed]: { kind: string };
  }
}

export const bulkImportActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(BULK_IMPORT_EVENTS).map((type) => [type, 'Administration' as const]),
);
