import type { AppContext } from '../platform/context';
import { ensureAdmin } from './admin';
import { seedDemoData } from './demo';

/** First start on an empty database: the admin account, then (when enabled) the demo data. */
export async function bootstrapData(ctx: AppContext): Promise<void> {
  await ensureAdmin(ctx);
  if (ctx.config.seedDemo) await seedDemoData(ctx);
}
