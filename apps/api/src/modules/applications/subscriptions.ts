import type { AppContext } from '../../platform/context';
import { EXPIRY_QUEUE, forgetUnconfirmed } from './guests';

/** Applications' part in the app: a guest's unconfirmed application is forgotten when its link expires. */
export function subscribeApplications(ctx: AppContext): void {
  ctx.jobs.register(EXPIRY_QUEUE, (payload) => forgetUnconfirmed(ctx, payload));
}
