import type { AppContext } from '../../platform/context';
import { EVENT_EVENTS } from '../events';
import { issueOnCheckIn } from './attendance';

/** Certificates' part in the app: a check-in at an event issues its attendance certificate. */
export function subscribeCertificates(ctx: AppContext): void {
  ctx.events.subscribe('certificates', EVENT_EVENTS.checkedIn, (event) =>
    issueOnCheckIn(ctx, event.data.registrationId, event.actorId),
  );
}
