import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { ActivityLog } from './audit';
import { TokenService } from './auth/tokens';
import type { DatabaseHandle } from './db/client';
import { EventBus } from './events';
import { JobQueue } from './jobs';
import { Mailer } from './mail/mailer';
import { createMeetDriver, type MeetDriver } from './meet';
import { createImageModerator, type ImageModerator } from './moderation';
import { createPaymentDriver, type PaymentDriver } from './payments';
import { PushSender, vapidSubject } from './push/push';
import { InProcessBus } from './realtime/bus';
import { RealtimeHub } from './realtime/hub';
import { PostgresBus } from './realtime/pg-bus';
import { SmsSender } from './sms';
import { createStorage, type Storage } from './storage';
import { FileService } from './storage/files';

/** Everything a module needs from the platform, built once per app instance. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  log: FastifyBaseLogger;
  events: EventBus;
  jobs: JobQueue;
  mailer: Mailer;
  sms: SmsSender;
  activityLog: ActivityLog;
  tokens: TokenService;
  /** Uploaded bytes: local disk or S3 (DESIGN §1 Files). */
  storage: Storage;
  /** The `files` records over `storage`, with who may read each purpose. */
  files: FileService;
  /** Donations: the offline pledge recorder, or Stripe when configured (DESIGN §1 Outside services). */
  payments: PaymentDriver;
  /** Video rooms for meet links (DESIGN §1 Outside services). */
  meet: MeetDriver;
  /** Live updates to the sockets of every instance (DESIGN §1 Realtime). */
  realtime: RealtimeHub;
  /** Web push with the platform's VAPID keys (DESIGN §1 Outside services). */
  push: PushSender;
  /** Checks public images for nudity (DESIGN §1 Outside services: image moderation). */
  moderation: ImageModerator;
}

export function createContext(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): AppContext {
  const db = database.db;
  const jobs = new JobQueue(db, log);
  const storage = createStorage(config);
  return {
    config,
    database,
    db,
    log,
    events: new EventBus(db, jobs, log),
    jobs,
    mailer: new Mailer(db, jobs, log, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logContent: config.env !== 'production',
    }),
    sms: new SmsSender(db, jobs, log, config.sms, config.env !== 'production'),
    activityLog: new ActivityLog(db),
    tokens: new TokenService(db),
    storage,
    files: new FileService(db, storage),
    payments: createPaymentDriver(config),
    meet: createMeetDriver(config),
    // Instances share PostgreSQL, so it carries their fan-out; PGlite is one instance by nature.
    realtime: new RealtimeHub(
      database.kind === 'postgres' && database.url
        ? new PostgresBus(database.url, log)
        : new InProcessBus(database),
      log,
    ),
    push: new PushSender(db, log, vapidSubject(config.publicUrl, config.mailFrom)),
    moderation: createImageModerator(config, log),
  };
}
