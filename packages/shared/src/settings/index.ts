import { z } from 'zod';
import { ASSISTANT_DRIVERS, ASSISTANT_MODELS } from '../assistant';
import { DIRECTORY_DRIVERS } from '../directory';
import { PAYMENT_DRIVERS } from '../donations';
import { MEET_DRIVERS } from '../meet';
import { IMAGE_MODERATION_DRIVERS } from '../location';

/** How text messages leave CareNet: kept in the outbox (no gateway), or sent through MSG91 or Twilio (SMS_DRIVER). */
export const SMS_DRIVERS = ['outbox', 'msg91', 'twilio'] as const;
export type SmsDriverName = (typeof SMS_DRIVERS)[number];

export const MAIL_DRIVERS = ['smtp', 'outbox'] as const;
export const STORAGE_DRIVERS = ['local', 's3'] as const;
export const DATABASE_DRIVERS = ['pglite', 'postgres'] as const;

/** The driver behind each outside service, as GET /health and the administrators' settings screen name them. */
export const activeDriversSchema = z.object({
  database: z.object({ driver: z.enum(DATABASE_DRIVERS) }),
  mail: z.object({ driver: z.enum(MAIL_DRIVERS) }),
  sms: z.object({ driver: z.enum(SMS_DRIVERS) }),
  payments: z.object({ driver: z.enum(PAYMENT_DRIVERS) }),
  storage: z.object({ driver: z.enum(STORAGE_DRIVERS) }),
  meet: z.object({ driver: z.enum(MEET_DRIVERS) }),
  directory: z.object({ driver: z.enum(DIRECTORY_DRIVERS) }),
  imageModeration: z.object({ driver: z.enum(IMAGE_MODERATION_DRIVERS) }),
  assistant: z.array(z.object({ model: z.enum(ASSISTANT_MODELS), driver: z.enum(ASSISTANT_DRIVERS) })),
});
export type ActiveDrivers = z.infer<typeof activeDriversSchema>;
