import type { ActivityCategory } from '../../platform/audit';

/** Domain events of bulk uploads: every check, start and end is in the activity log. */
export const BULK_IMPORT_EVENTS = {
  checked: 'bulkImport.checked',
  started: 'bulkImport.started',
  finished: 'bulkImport.finished',
  failed: 'bulkImport.failed',
} as const;

export const bulkImportActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(BULK_IMPORT_EVENTS).map((type) => [type, 'Administration' as const]),
);
