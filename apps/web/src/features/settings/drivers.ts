import type { ActiveDrivers } from '@carenet/shared';
import { msg } from '../../lib/i18n';

/** One outside service as the settings screen lists it: what it is for, and the driver it runs on. */
export interface DriverRow {
  key: string;
  /** A translation key; {model} is filled in from `model`. */
  service: string;
  model?: string;
  driver: string;
  /** The driver is CareNet's offline stand-in: nothing leaves the server. */
  offline: boolean;
}

const SMS = {
  outbox: msg('Outbox only: texts are kept on the server, none is sent'),
  msg91: msg('MSG91'),
  twilio: msg('Twilio'),
} as const;
const MAIL = {
  outbox: msg('Outbox only: e-mails are kept on the server, none is sent'),
  smtp: msg('SMTP mail server'),
} as const;
const STORAGE = { local: msg('Local disk'), s3: msg('S3-compatible storage') } as const;
const DATABASE = { pglite: msg('Embedded PostgreSQL (PGlite)'), postgres: msg('PostgreSQL server') } as const;
const PAYMENTS = {
  offline: msg('Offline: pledges are recorded, nothing is charged'),
  stripe: msg('Stripe'),
} as const;
const MEET = { jitsi: msg('Jitsi'), google: msg('Google Meet') } as const;
const DIRECTORY = { table: msg('CareNet’s own directory'), http: msg('External directory service') } as const;
const MODERATION = {
  local: msg('On this server (nsfwjs)'),
  http: msg('External moderation service'),
  off: msg('Off: images are not checked'),
} as const;
const ASSISTANT = {
  offline: msg('Offline assistant'),
  gemini: msg('Gemini'),
  openai: msg('OpenAI-compatible endpoint'),
} as const;

/** The rows of the settings screen, SMS, mail and file storage first; the texts are translation keys. */
export function driverRows(drivers: ActiveDrivers): DriverRow[] {
  const row = (key: string, service: string, driver: string, offline = false): DriverRow => ({
    key,
    service,
    driver,
    offline,
  });
  return [
    row('sms', msg('SMS'), SMS[drivers.sms.driver], drivers.sms.driver === 'outbox'),
    row('mail', msg('E-mail'), MAIL[drivers.mail.driver], drivers.mail.driver === 'outbox'),
    row('storage', msg('File storage'), STORAGE[drivers.storage.driver]),
    row('database', msg('Database'), DATABASE[drivers.database.driver]),
    row(
      'payments',
      msg('Payments'),
      PAYMENTS[drivers.payments.driver],
      drivers.payments.driver === 'offline',
    ),
    row('meet', msg('Video meetings'), MEET[drivers.meet.driver]),
    row('directory', msg('Hospital directory'), DIRECTORY[drivers.directory.driver]),
    row(
      'imageModeration',
      msg('Image moderation'),
      MODERATION[drivers.imageModeration.driver],
      drivers.imageModeration.driver === 'off',
    ),
    ...drivers.assistant.map(({ model, driver }) => ({
      ...row(
        `assistant-${model}`,
        msg('Medical assistant ({model})'),
        ASSISTANT[driver],
        driver === 'offline',
      ),
      model,
    })),
  ];
}
