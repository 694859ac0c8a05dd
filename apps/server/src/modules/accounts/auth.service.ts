import { normalizeEmail, visitorOffer } from '@casino/rules';
import type { HandoffPreview, LoginRequest, RegistrationRequest, UserInfo } from '@casino/contracts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { appendEvents, prepareEvents } from '../../platform/events/outbox.ts';
import { findCountry } from '../geo/countries.ts';
import type { GeoService } from '../geo/geo.service.ts';
import { RetryLaterError, type AccountsContext } from './accounts.context.ts';
import {
  consumeToken,
  findUsableToken,
  findUserByEmail,
  findUserByReferralCode,
  findUserById,
  insertOneTimeToken,
  insertUser,
  type TokenPurpose,
  type UserRow,
} from './accounts.repo.ts';
import { reserveAttempt, type Limit } from './attempts.ts';
import { isCommonPassword } from './common-passwords.ts';
import { admitLogin, rememberAddress } from './login-throttle.ts';
import { maskEmail } from './masked-email.ts';
import { dummyVerify, hashPassword, verifyPassword } from './passwords.ts';
import { startLoginSession } from './first-sign-in.ts';
import type { ClientInfo, IssuedSession } from './sessions.ts';
import { hashToken, newReferralCode, newToken } from './tokens.ts';
import { toUserInfo } from './user-info.ts';

export interface SignedIn {
  user: UserInfo;
  session: IssuedSession;
}

/** The browser a one-time token is used in, when it is signed in. */
export interface Caller {
  userId: string;
  sessionId: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const HANDOFF_TTL_MS = 5 * MINUTE;
export const SESSION_RETURN_TTL_MS = 15 * MINUTE;
/** Previews and exchanges of hand-off and session-return tokens per client address, valid or not. */
export const HANDOFF_ADDRESS_LIMIT: Limit = { max: 30, windowMs: 15 * MINUTE };

export function createAuthService(context: AccountsContext, geo: GeoService) {
  const { db, config, sessions, now, verificationStatusOf, onRegistered } = context;
  const registrationLimit: Limit = { max: config.registrationLimitPerHour, windowMs: HOUR };

  async function signedIn(user: UserRow, session: IssuedSession): Promise<SignedIn> {
    return { user: toUserInfo(user, await verificationStatusOf(user.id)), session };
  }

  const signIn = async (user: UserRow, client: ClientInfo) =>
    signedIn(user, await sessions.start(user.id, client));

  /** Counts every preview and exchange of a one-time token from an address; refuses those beyond the limit. */
  async function admitHandoff(ip: string): Promise<void> {
    const slot = await reserveAttempt(db, `handoff:ip:${ip}`, HANDOFF_ADDRESS_LIMIT, now());
    if (!slot.ok)
      throw new RetryLaterError('rate_limited', slot.retryAfterSeconds, 'Too many links from this address.');
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
    // A code that names no account is no referral: the visitor registers as one who came without.
    const referrer = input.referralCode ? await findUserByReferralCode(db, input.referralCode) : undefined;
    const offer = visitorOffer({ country: geo.countryOf(client.ip), referred: referrer !== undefined });
    if (offer.currency !== null && input.currency !== offer.currency)
      throw new AppError(
        'currency_not_offered',
        400,
        `Accounts opened from your country without a referral are held in ${offer.currency}.`,
      );
    const email = normalizeEmail(input.email);
    if (await findUserByEmail(db, email)) throw emailTaken();
    // A code the bonus engine does not know, or does not offer to this account, is refused before it exists.
    const promoCode = !input.promoCode
      ? null
      : context.checkSignupPromoCode
        ? await context.checkSignupPromoCode(input.promoCode, {
            currency: input.currency,
            country: country.alpha2,
          })
        : input.promoCode;
    const at = now();
    let user: UserRow;
    try {
      const passwordHash = await hashPassword(input.password);
      user = await db.transaction(async (tx) => {
        const inserted = await insertUser(tx, {
          email,
          passwordHash,
          role: 'player',
          currency: input.currency,
          country: country.alpha2,
          language: input.language,
          promoCode,
          referralCode: newReferralCode(),
          referredBy: referrer?.id ?? null,
          createdAt: at,
          passwordChangedAt: at,
        });
        await appendEvents(
          tx,
          prepareEvents([{ type: 'accounts.registered', payload: { promoCode } }], inserted.id),
        );
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await onRegistered?.({ id: user.id, currency: user.currency });
    await rememberAddress(db, email, client.ip, at);
    return signIn(user, client);
  }

  async function login(input: LoginRequest, client: ClientInfo): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    const check = await admitLogin(db, email, client.ip, now());
    const user = await findUserByEmail(db, email);
    // One argon2 verification either way: the time taken says nothing about whether the account exists.
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await dummyVerify(input.password), false);
    if (!user || !valid) throw new AppError('invalid_credentials', 401, 'The e-mail or password is wrong.');
    await check.passed();
    return signedIn(user, await startLoginSession(context, user, client));
  }

  async function issueToken(userId: string, purpose: TokenPurpose, ttlMs: number) {
    const at = now();
    const token = newToken();
    const expiresAt = new Date(at.getTime() + ttlMs);
    await insertOneTimeToken(db, { tokenHash: hashToken(token), purpose, userId, createdAt: at, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The account a usable token opens; `invalid_token` for one that is unknown, spent or expired. */
  async function tokenOwner(purpose: TokenPurpose, tokenHash: string): Promise<UserRow> {
    const token = await findUsableToken(db, tokenHash, purpose, now());
    const user = token ? await findUserById(db, token.userId) : undefined;
    if (!user) throw invalidToken();
    return user;
  }

  /** Which account a one-time token would open, without using it, so that the player can be asked first. */
  async function preview(
    purpose: TokenPurpose,
    token: string,
    caller: Caller | null,
  ): Promise<HandoffPreview> {
    const user = await tokenOwner(purpose, hashToken(token));
    return { maskedEmail: maskEmail(user.email), sameAccount: caller?.userId === user.id };
  }

  /**
   * Exchanges a one-time token for a new session; the caller's previous session (if any) ends. A browser
   * signed in as another account is switched only when the request says the player confirmed it: a link alone
   * never changes who is signed in. The token is checked before it is spent, so a refusal leaves it usable.
   */
  async function redeem(
    purpose: TokenPurpose,
    token: string,
    client: ClientInfo,
    caller: Caller | null,
    confirmed: boolean,
  ): Promise<SignedIn> {
    const tokenHash = hashToken(token);
    const user = await tokenOwner(purpose, tokenHash);
    if (caller && caller.userId !== user.id && !confirmed)
      throw new AppError(
        'confirmation_required',
        409,
        'This link opens another account than the one signed in: confirm the switch.',
      );
    if ((await consumeToken(db, tokenHash, purpose, now())) !== user.id) throw invalidToken();
    if (caller) await sessions.end(caller.sessionId);
    return signIn(user, client);
  }

  return {
    admitRegistration,
    admitHandoff,
    register,
    login,
    issueHandoffToken: (userId: string) => issueToken(userId, 'handoff', HANDOFF_TTL_MS),
    /** For modules that send a player to an external page and take them back (`reauth/{session}`). */
    issueSessionReturnToken: (userId: string) => issueToken(userId, 'session_return', SESSION_RETURN_TTL_MS),
    preview,
    redeem,
  };
}

const invalidToken = () => new AppError('invalid_token', 400, 'The link has expired or was already used.');

const emailTaken = () => new AppError('email_taken', 409, 'An account with this e-mail already exists.');
