import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Opaque bearer tokens, stored only as their SHA-256 hash (DESIGN §2 Auth). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One live code per user and purpose: a new code replaces the old one. */
export const otps = pgTable(
  'otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The e-mail address or phone number the code was sent to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otps_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Failure counters shared by every instance (login throttling per account). */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An outside OpenID Connect account linked to a user: whoever the issuer vouches for as `subject` signs
 * in as that user. One link per (issuer, subject); the e-mail is the provider's at link time.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * One sign-in through an outside provider, from the redirect to the provider until the person is signed
 * in. The state, the browser cookie and the pending token are stored only as SHA-256 hashes; the state
 * is cleared when used (single use), and the row expires.
 */
export const oidcLoginAttempts = pgTable('oidc_login_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').unique(),
  /** The HttpOnly cookie given to the browser that started the sign-in: the callback must come from it. */
  browserHash: text('browser_hash').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  /** After the code exchange: what is left to do ('signup' or 'link') with the token that continues it. */
  pendingKind: text('pending_kind'),
  pendingHash: text('pending_hash').unique(),
  issuer: text('issuer'),
  subject: text('subject'),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** The provider's given and family names, for the new account. */
  givenName: text('given_name'),
  familyName: text('family_name'),
  /** The existing account the identity will be linked to once its password or code is given. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-up a browser started (POST /signup/start; docs/outside-sign-in.md#accounts-cannot-be-enumerated):
 * the HttpOnly cookie it was given is stored only as its SHA-256 hash. POST /checkAccount answers only
 * within a live one and counts its checks; the row expires and goes when later sign-ups start.
 */
export const signupSessions = pgTable(
  'signup_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    checks: integer('checks').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_sessions_expires_idx').on(t.expiresAt)],
);
