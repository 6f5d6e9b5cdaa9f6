import type { ActiveDrivers } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { assistantDriverNames } from '../assistant';
import { directoryDriverName } from '../directory';

/** The driver behind each outside service (DESIGN: a driver that is not configured never pretends). */
export function activeDrivers(ctx: AppContext): ActiveDrivers {
  return {
    database: { driver: ctx.database.kind },
    mail: { driver: ctx.mailer.driver },
    sms: { driver: ctx.sms.driver },
    payments: { driver: ctx.payments.driver },
    storage: { driver: ctx.storage.driver },
    meet: { driver: ctx.meet.driver },
    directory: { driver: directoryDriverName(ctx.config) },
    imageModeration: { driver: ctx.moderation.driver },
    assistant: assistantDriverNames(ctx.config.assistant),
  };
}
