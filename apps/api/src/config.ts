import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SMS_DRIVERS } from '@carenet/shared';

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()),
    );

/** Every setting of the README configuration table, read once from the environment. */
const envSchema = z.object({
  NODE_ENV: z.string().optional().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).optional().default(3000),
  HOST: z.string().optional().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  /** The outside event site the 2024 event form routes lead to (an http(s) origin); unset: the in-app 2025 pages. */
  EVENT_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  DATA_DIR: z.string().optional().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).optional().default(10),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional().default('CareNet <no-reply@carenet.local>'),
  SMS_DRIVER: z.enum(SMS_DRIVERS).optional().default('outbox'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).optional().default(10_000),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_SENDER_ID: z.string().optional(),
  MSG91_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .default('https://api.twilio.com'),
  CORS_ORIGINS: z.string().optional().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).optional().default(1_048_576),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional().default(20),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).optional().default(10),
  CARE_ACCESS_GRACE_DAYS: z.coerce.number().min(0).optional().default(30),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).optional().default(24),
  REMEMBER_ME_TTL_DAYS: z.coerce.number().int().min(1).optional().default(30),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).optional().default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).optional().default(5),
  LOG_LEVEL: z.string().optional().default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: flag(false),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  MEET_BASE_URL: z.url().optional().default('https://meet.jit.si'),
  GOOGLE_MEET_CREDENTIALS: z.string().optional(),
  GOOGLE_MEET_CALENDAR_ID: z.string().optional().default('primary'),
  GOOGLE_MEET_IMPERSONATE: z.string().optional(),
  GOOGLE_OAUTH_TOKEN_URL: z.url().optional().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.url().optional().default('https://www.googleapis.com/calendar/v3'),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  IMAGE_MODERATION: z.enum(['local', 'off', 'http']).optional().default('local'),
  IMAGE_MODERATION_URL: z.url().optional(),
  GOOGLE_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().optional().default('gemini-2.0-flash'),
  GEMINI_API_URL: z.url().optional().default('https://generativelanguage.googleapis.com'),
  LLAMA_BASE_URL: z.url().optional(),
  LLAMA_MODEL: z.string().optional().default('llama2'),
  LLAMA_API_KEY: z.string().optional(),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).optional().default(30_000),
  ASSISTANT_TRIAGE_TIMEOUT_MS: z.coerce.number().int().min(100).optional().default(4_000),
  ASSISTANT_RETRIES: z.coerce.number().int().min(0).max(5).optional().default(2),
  ASSISTANT_RETRY_DELAY_MS: z.coerce.number().int().min(0).optional().default(500),
  ASSISTANT_USER_PER_MINUTE: z.coerce.number().int().min(1).optional().default(10),
  ASSISTANT_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional().default(30),
  CHATBOT_FRAME_ANCESTORS: z.string().optional().default('*'),
  DIRECTORY_URL: z.url().optional(),
  DIRECTORY_API_KEY: z.string().optional(),
  DIRECTORY_TIMEOUT_MS: z.coerce.number().int().min(100).optional().default(5_000),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().optional(),
});

export interface AppConfig {
  env: string;
  port: number;
  host: string;
  publicUrl: string;
  /** The event site's origin (never a path or query from elsewhere), or undefined. */
  eventSiteUrl?: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** How text messages (phone codes) leave: kept in the outbox, or sent through MSG91 or Twilio (docs in README). */
  sms: SmsConfig;
  corsOrigins: string[];
  bodyLimitBytes: number;
  authRateLimitPerMinute: number;
  loginFailuresPerAccount: number;
  /** How long a doctor keeps access to a patient's records after marking the treatment completed. */
  careAccessGraceMs: number;
  sessionTtlHours: number;
  rememberMeTtlDays: number;
  otpTtlMinutes: number;
  otpMaxAttempts: number;
  logLevel: string;
  webDistDir?: string;
  trustProxy: boolean;
  /** Uploaded files go to this S3-compatible bucket when set, else to `${dataDir}/uploads`. */
  s3?: S3Config;
  /** Both set: donations are paid through Stripe Checkout; neither: the offline driver records pledges. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Where meet links open their video rooms (a Jitsi server) unless Google Meet is configured. */
  meetBaseUrl: string;
  /** Set: meet links are Google Meet rooms made through Google Calendar; unset: Jitsi rooms. */
  googleMeet?: GoogleMeetConfig;
  /** How public images (profile pictures, facility logos) are checked: nsfwjs here, an HTTP service, or not at all. */
  imageModeration: ImageModerationConfig;
  /** The medical assistant's model drivers and limits (docs/medical-assistant.md#models). */
  assistant: AssistantConfig;
  /** Set: the hospital directory is an external HTTP service (docs/directory.md#drivers); unset: CareNet's own table. */
  directory?: { url: string; apiKey: string; timeoutMs: number };
  /** Set: 'Continue with <provider>' signs people in through this OpenID Connect provider (docs/outside-sign-in.md). */
  oidc?: OidcConfig;
}

/** SMS_DRIVER and the chosen gateway's MSG91_* or TWILIO_* settings. */
export type SmsConfig =
  | { driver: 'outbox' }
  | {
      driver: 'msg91';
      authKey: string;
      /** The MSG91 SMS template (flow) the text goes out through. */
      templateId: string;
      /** Unset: the sender ID saved with the template. */
      senderId?: string;
      apiUrl: string;
      timeoutMs: number;
    }
  | {
      driver: 'twilio';
      accountSid: string;
      authToken: string;
      /** One of the two: a Twilio number or sender ID, or a Messaging Service that picks one. */
      from?: string;
      messagingServiceSid?: string;
      apiUrl: string;
      timeoutMs: number;
    };

/** OIDC_* settings: one OpenID Connect provider, Google unless OIDC_ISSUER names another. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client, which proves itself with PKCE alone. */
  clientSecret?: string;
  /** The button's 'Continue with <providerName>'. */
  providerName: string;
  /** The web page the provider sends the browser back to (the SPEC route /authorize). */
  redirectUri: string;
}

/** GOOGLE_API_KEY, LLAMA_* and ASSISTANT_* settings: a driver left unset is answered offline. */
export interface AssistantConfig {
  gemini?: { apiKey: string; model: string; apiUrl: string };
  openai?: { baseUrl: string; model: string; apiKey?: string };
  /** The longest wait for the model's triage verdict; past it, the engine's result stands. */
  triageTimeoutMs: number;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  questionsPerMinutePerUser: number;
  questionsPerMinutePerAddress: number;
  /** CSP frame-ancestors sources allowed to frame the /tal-chat-bot widget. */
  widgetFrameAncestors: string[];
}

/** IMAGE_MODERATION and IMAGE_MODERATION_URL (docs/files-and-uploads.md#image-moderation). */
export type ImageModerationConfig = { driver: 'local' } | { driver: 'off' } | { driver: 'http'; url: string };

/** A Google service account acting on one calendar (GOOGLE_MEET_* settings). */
export interface GoogleMeetConfig {
  clientEmail: string;
  /** PEM, as in the service account's JSON key. */
  privateKey: string;
  privateKeyId?: string;
  calendarId: string;
  /** A Workspace user the account acts as (domain-wide delegation); unset: the account itself. */
  impersonate?: string;
  tokenUrl: string;
  calendarApiUrl: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, ...); unset means AWS. */
  endpoint?: string;
  /** Unset: the AWS SDK's own credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const serviceAccountKeySchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
});

/**
 * GOOGLE_MEET_CREDENTIALS holds a service account's JSON key, or the path of the file with it. A key
 * that cannot be read or used stops the start: meet links would otherwise fail on every click. The
 * reasons never quote the value, which holds a private key.
 */
function readServiceAccountKey(value: string): z.output<typeof serviceAccountKeySchema> {
  const refuse = (reason: string) =>
    new Error(`GOOGLE_MEET_CREDENTIALS must be a service account JSON key, or the path of one: ${reason}`);
  let text = value;
  if (!value.trim().startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch {
      throw refuse(`cannot read the file ${value}`);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('it is not JSON');
  }
  const key = serviceAccountKeySchema.safeParse(json);
  if (!key.success) throw refuse('client_email or private_key is missing');
  try {
    createPrivateKey(key.data.private_key);
  } catch {
    throw refuse('private_key is not a PEM private key');
  }
  return key.data;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(env);
  // Half a Stripe configuration would silently take pledges instead of payments: refuse to start.
  if (Boolean(parsed.STRIPE_SECRET_KEY) !== Boolean(parsed.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  // Half a directory configuration would answer every search from the wrong source: refuse to start.
  if (Boolean(parsed.DIRECTORY_URL) !== Boolean(parsed.DIRECTORY_API_KEY)) {
    throw new Error('DIRECTORY_URL and DIRECTORY_API_KEY must be set together');
  }
  // Without its address the http driver would refuse every image: refuse to start instead.
  if (parsed.IMAGE_MODERATION === 'http' && !parsed.IMAGE_MODERATION_URL) {
    throw new Error('IMAGE_MODERATION=http needs IMAGE_MODERATION_URL');
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    eventSiteUrl: parsed.EVENT_SITE_URL ? new URL(parsed.EVENT_SITE_URL).origin : undefined,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    adminEmail: parsed.ADMIN_EMAIL || undefined,
    adminPassword: parsed.ADMIN_PASSWORD || undefined,
    // Demo data is on by default only for the embedded database, never silently on a real server.
    seedDemo: flag(!parsed.DATABASE_URL).parse(parsed.SEED_DEMO),
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    sms: smsConfig(parsed),
    corsOrigins: parsed.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    authRateLimitPerMinute: parsed.AUTH_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerAccount: parsed.LOGIN_FAILURES_PER_ACCOUNT,
    careAccessGraceMs: parsed.CARE_ACCESS_GRACE_DAYS * 24 * 60 * 60 * 1000,
    sessionTtlHours: parsed.SESSION_TTL_HOURS,
    rememberMeTtlDays: parsed.REMEMBER_ME_TTL_DAYS,
    otpTtlMinutes: parsed.OTP_TTL_MINUTES,
    otpMaxAttempts: parsed.OTP_MAX_ATTEMPTS,
    logLevel: parsed.LOG_LEVEL,
    webDistDir: parsed.WEB_DIST_DIR,
    trustProxy: parsed.TRUST_PROXY,
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          region: parsed.S3_REGION,
          endpoint: parsed.S3_ENDPOINT || undefined,
          accessKeyId: parsed.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    stripeSecretKey: parsed.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: parsed.STRIPE_WEBHOOK_SECRET || undefined,
    meetBaseUrl: parsed.MEET_BASE_URL,
    googleMeet: googleMeetConfig(parsed),
    imageModeration:
      parsed.IMAGE_MODERATION === 'http' && parsed.IMAGE_MODERATION_URL
        ? { driver: 'http', url: parsed.IMAGE_MODERATION_URL }
        : { driver: parsed.IMAGE_MODERATION === 'off' ? 'off' : 'local' },
    directory:
      parsed.DIRECTORY_URL && parsed.DIRECTORY_API_KEY
        ? {
            url: parsed.DIRECTORY_URL,
            apiKey: parsed.DIRECTORY_API_KEY,
            timeoutMs: parsed.DIRECTORY_TIMEOUT_MS,
          }
        : undefined,
    oidc: oidcConfig(parsed, publicUrl),
    assistant: {
      gemini: parsed.GOOGLE_API_KEY
        ? { apiKey: parsed.GOOGLE_API_KEY, model: parsed.GEMINI_MODEL, apiUrl: parsed.GEMINI_API_URL }
        : undefined,
      openai: parsed.LLAMA_BASE_URL
        ? {
            baseUrl: parsed.LLAMA_BASE_URL,
            model: parsed.LLAMA_MODEL,
            apiKey: parsed.LLAMA_API_KEY || undefined,
          }
        : undefined,
      timeoutMs: parsed.ASSISTANT_TIMEOUT_MS,
      triageTimeoutMs: parsed.ASSISTANT_TRIAGE_TIMEOUT_MS,
      retries: parsed.ASSISTANT_RETRIES,
      retryDelayMs: parsed.ASSISTANT_RETRY_DELAY_MS,
      questionsPerMinutePerUser: parsed.ASSISTANT_USER_PER_MINUTE,
      questionsPerMinutePerAddress: parsed.ASSISTANT_ADDRESS_PER_MINUTE,
      widgetFrameAncestors: parsed.CHATBOT_FRAME_ANCESTORS.split(/[\s,]+/).filter(Boolean),
    },
  };
}

/** A gateway chosen without its credentials would fail every phone code: refuse to start instead. */
function smsConfig(parsed: z.output<typeof envSchema>): SmsConfig {
  const timeoutMs = parsed.SMS_TIMEOUT_MS;
  switch (parsed.SMS_DRIVER) {
    case 'outbox':
      return { driver: 'outbox' };
    case 'msg91':
      if (!parsed.MSG91_AUTH_KEY || !parsed.MSG91_TEMPLATE_ID) {
        throw new Error('SMS_DRIVER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
      }
      return {
        driver: 'msg91',
        authKey: parsed.MSG91_AUTH_KEY,
        templateId: parsed.MSG91_TEMPLATE_ID,
        senderId: parsed.MSG91_SENDER_ID || undefined,
        apiUrl: parsed.MSG91_API_URL,
        timeoutMs,
      };
    case 'twilio':
      if (!parsed.TWILIO_ACCOUNT_SID || !parsed.TWILIO_AUTH_TOKEN) {
        throw new Error('SMS_DRIVER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
      }
      if (!parsed.TWILIO_FROM && !parsed.TWILIO_MESSAGING_SERVICE_SID) {
        throw new Error('SMS_DRIVER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
      }
      return {
        driver: 'twilio',
        accountSid: parsed.TWILIO_ACCOUNT_SID,
        authToken: parsed.TWILIO_AUTH_TOKEN,
        from: parsed.TWILIO_FROM || undefined,
        messagingServiceSid: parsed.TWILIO_MESSAGING_SERVICE_SID || undefined,
        apiUrl: parsed.TWILIO_API_URL,
        timeoutMs,
      };
  }
}

/** Without a client id the outside sign-in is off: no button, and its endpoints answer 404. */
function oidcConfig(parsed: z.output<typeof envSchema>, publicUrl: string): OidcConfig | undefined {
  if (!parsed.OIDC_CLIENT_ID) return undefined;
  const issuer = parsed.OIDC_ISSUER || 'https://accounts.google.com';
  let issuerUrl: URL;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    throw new Error('OIDC_ISSUER must be the URL of an OpenID Connect issuer');
  }
  // Plain HTTP would let anyone on the way forge who signs in; only a provider on this machine may use it.
  if (issuerUrl.protocol !== 'https:' && !isLoopback(issuerUrl.hostname)) {
    throw new Error('OIDC_ISSUER must be an https URL (http only for a provider on localhost)');
  }
  return {
    issuer,
    clientId: parsed.OIDC_CLIENT_ID,
    clientSecret: parsed.OIDC_CLIENT_SECRET || undefined,
    providerName: parsed.OIDC_PROVIDER_NAME || 'Google',
    redirectUri: new URL('/authorize', publicUrl).toString(),
  };
}

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function googleMeetConfig(parsed: z.output<typeof envSchema>): GoogleMeetConfig | undefined {
  if (!parsed.GOOGLE_MEET_CREDENTIALS) return undefined;
  const key = readServiceAccountKey(parsed.GOOGLE_MEET_CREDENTIALS);
  return {
    clientEmail: key.client_email,
    privateKey: key.private_key,
    privateKeyId: key.private_key_id,
    calendarId: parsed.GOOGLE_MEET_CALENDAR_ID || 'primary',
    impersonate: parsed.GOOGLE_MEET_IMPERSONATE || undefined,
    tokenUrl: parsed.GOOGLE_OAUTH_TOKEN_URL,
    calendarApiUrl: parsed.GOOGLE_CALENDAR_API_URL,
  };
}
