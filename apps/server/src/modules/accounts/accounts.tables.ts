import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Player and staff accounts. `email` is stored normalized (trimmed, lower-case); `role` is one of ROLES. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_uq'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('player'),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    firstName: text('first_name').notNull().default(''),
    surename: text('surename').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    phonePrefix: text('phone_prefix').notNull().default(''),
    phone: text('phone').notNull().default(''),
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    /** The code given at sign-up, kept for the bonus engine. */
    promoCode: text('promo_code'),
    referralCode: text('referral_code').notNull().unique('users_referral_code_uq'),
    /** The account whose referral link the player came through (a valid code at sign-up); null otherwise. */
    referredBy: uuid('referred_by'),
    level: integer('level').notNull().default(1),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    /**
     * The account's first sign-in through the login form (the registration's own session is none), written with
     * that session; null until then. Accounts older than the column count as signed in (its migration).
     */
    firstLoginAt: timestamptz('first_login_at'),
  },
  (t) => [
    // The bonus engine's birthday job asks hourly for the players born on a month and day.
    index('users_birthday_day_idx').on(
      sql`extract(month from ${t.birthday})`,
      sql`extract(day from ${t.birthday})`,
    ),
  ],
);

/** Server sessions. Only the SHA-256 of the cookie's token is stored, so a database leak yields no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_uq'),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens (password reset, hand-off, session return), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * One row per counted attempt (e.g. key 'login:ip:203.0.113.9', 'login:account:a@b.c'); windows are counted
 * in the database so that limits and slowdowns hold across nodes. Keys 'login:known:<email>:<address>' hold
 * instead the latest sign-in of an account from an address (login-throttle.ts).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('auth_attempts_key_created_idx').on(t.key, t.createdAt.desc())],
);
