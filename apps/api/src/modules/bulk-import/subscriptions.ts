import type { AppContext } from '../../platform/context';
import { registerImportJob } from './job';
import { registerSetupLinkJob } from './users-kind';

/** Bulk import's part in the app: the import job, and the job that e-mails imported users their link. */
export function subscribeBulkImport(ctx: AppContext): void {
  registerImportJob(ctx);
  registerSetupLinkJob(ctx);
}
