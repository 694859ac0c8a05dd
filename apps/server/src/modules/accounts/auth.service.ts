import { normalizeEmail } from '@casino/rules';
import type { LoginRequest, RegistrationRequest, UserInfo } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { findCountry } from '../geo/countries.ts';
import type { GeoService } from '../geo/geo.service.ts';
import { RetryLaterError, type AccountsContext } from './accounts.context.ts';
import {
  consumeToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  insertUser,
  type TokenPurpose,
  type UserRow,
} from './accounts.repo.ts';
import { clearAccountFailures, holdAccountCheck } from './account-lock.ts';
import { releaseAttempt, reserveAttempt, type Limit } from './attempts.ts';
import { isCommonPassword } from './common-passwords.ts';
import { dummyVerify, hashPassword, verifyPassword } from './passwords.ts';
import type { ClientInfo, IssuedSession } from './sessions.ts';
import { hashToken, newReferralCode, newToken } from './tokens.ts';
import { toUserInfo } from './user-info.ts';

export interface SignedIn {
  user: UserInfo;
  session: IssuedSession;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Failed logins from one address before it must wait. */
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * MINUTE };
export const HANDOFF_TTL_MS = 5 * MINUTE;
export const SESSION_RETURN_TTL_MS = 15 * MINUTE;

export function createAuthService(context: AccountsContext, geo: GeoService) {
  const { db, config, sessions, now, verificationStatusOf, onRegistered } = context;
  const registrationLimit: Limit = { max: config.registrationLimitPerHour, windowMs: HOUR };

  async function signIn(user: UserRow, client: ClientInfo): Promise<SignedIn> {
    const session = await sessions.start(user.id, client);
    return { user: toUserInfo(user, await verificationStatusOf(user.id)), session };
  }

  /** Counts every registration attempt of an address, valid or not, and refuses those beyond the hourly limit. */
  async function admitRegistration(ip: string): Promise<void> {
    const slot = await reserveAttempt(db, `register:ip:${ip}`, registrationLimit, now());
    if (!slot.ok)
      throw new RetryLaterError(
        'rate_limited',
        slot.retryAfterSeconds,
        'Too many registrations from this address.',
      );
  }

  async function register(input: RegistrationRequest, client: ClientInfo): Promise<SignedIn> {
    const country = findCountry(input.country);
    if (!country || country.alpha2 !== input.country)
      throw new AppError('unknown_country', 400, 'The country is not in the list.');
    // Either is enough: the declared country is the player's word, the located one where they are right now.
    if (geo.isBlocked(country.alpha2) || geo.isBlocked(geo.countryOf(client.ip)))
      throw new AppError('country_blocked', 403, 'Registration is not available in this country.');
    if (isCommonPassword(input.password))
      throw new AppError('common_password', 400, 'This password is too common.');
    const email = normalizeEmail(input.email);
    if (await findUserByEmail(db, email)) throw emailTaken();
    const at = now();
    let user: UserRow;
    try {
      user = await insertUser(db, {
        email,
        passwordHash: await hashPassword(input.password),
        role: 'player',
        currency: input.currency,
        country: country.alpha2,
        language: input.language,
        promoCode: input.promoCode ? input.promoCode : null,
        referralCode: newReferralCode(),
        createdAt: at,
        passwordChangedAt: at,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await onRegistered?.({ id: user.id, currency: user.currency });
    return signIn(user, client);
  }

  async function login(input: LoginRequest, client: ClientInfo): Promise<SignedIn> {
    const at = now();
    const email = normalizeEmail(input.email);
    // Both slots are taken before the password is checked and stay as failures unless it was right.
    const address = await reserveAttempt(db, `login:ip:${client.ip}`, LOGIN_ADDRESS_LIMIT, at);
    if (!address.ok)
      throw new RetryLaterError(
        'rate_limited',
        address.retryAfterSeconds,
        'Too many attempts from this address.',
      );
    try {
      await holdAccountCheck(db, email, at);
    } catch (error) {
      await releaseAttempt(db, address.id);
      throw error;
    }

    const user = await findUserByEmail(db, email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await dummyVerify(input.password), false);
    // Unknown addresses count too, so a lock says nothing about whether the account exists.
    if (!user || !valid) throw new AppError('invalid_credentials', 401, 'The e-mail or password is wrong.');
    await releaseAttempt(db, address.id);
    await clearAccountFailures(db, email);
    return signIn(user, client);
  }

  async function issueToken(userId: string, purpose: TokenPurpose, ttlMs: number) {
    const at = now();
    const token = newToken();
    const expiresAt = new Date(at.getTime() + ttlMs);
    await insertOneTimeToken(db, { tokenHash: hashToken(token), purpose, userId, createdAt: at, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** Exchanges a one-time token for a new session; the caller's previous session (if any) ends. */
  async function redeem(
    purpose: TokenPurpose,
    token: string,
    client: ClientInfo,
    previousSessionId: string | undefined,
  ): Promise<SignedIn> {
    const userId = await consumeToken(db, hashToken(token), purpose, now());
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw new AppError('invalid_token', 400, 'The link has expired or was already used.');
    if (previousSessionId) await sessions.end(previousSessionId);
    return signIn(user, client);
  }

  return {
    admitRegistration,
    register,
    login,
    issueHandoffToken: (userId: string) => issueToken(userId, 'handoff', HANDOFF_TTL_MS),
    /** For modules that send a player to an external page and take them back (`reauth/{session}`). */
    issueSessionReturnToken: (userId: string) => issueToken(userId, 'session_return', SESSION_RETURN_TTL_MS),
    redeem,
  };
}

const emailTaken = () => new AppError('email_taken', 409, 'An account with this e-mail already exists.');

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
