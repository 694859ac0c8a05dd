import { createHash, randomBytes } from 'node:crypto';
import { isPlayerCurrency, type PlayerCurrency } from '@casino/rules';
import { SEAMLESS_TOKEN_LIFETIME_MINUTES, seamlessBetRequestSchema } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { findCountry } from '../geo/countries.ts';
import type { GameWalletContext } from './game-wallet.context.ts';
import {
  expireLaunchTokensOf,
  extendLaunchToken,
  findLaunchToken,
  insertLaunchToken,
  limitPlayOfSessions,
} from './launch-tokens.repo.ts';

const LIFETIME_MS = SEAMLESS_TOKEN_LIFETIME_MINUTES * 60_000;
/** A sliding expiry is written at most once a minute per token, not on every bet. */
const SLIDE_STEP_MS = 60_000;
/** How many token owners a node remembers for bet funding before it starts again. */
const TOKEN_OWNERS_CACHE_SIZE = 10_000;

export interface LaunchToken {
  tokenHash: string;
  provider: string;
  userId: string;
  gameId: string;
  currency: PlayerCurrency;
  expiresAt: Date;
}

/** A token as a provider presents it: unknown (never issued to this provider), live or expired. */
export type TokenLookup = { status: 'unknown' } | { status: 'live' | 'expired'; token: LaunchToken };

export interface LaunchTokenRequest {
  userId: string;
  provider: string;
  gameId: string;
  currency: PlayerCurrency;
  /** The ISO alpha-2 country the player launches from (GeoIP of their address); null when unknown. */
  country: string | null;
  /**
   * The sign-in session the game is launched in, with its end under the player's session time limit (null: no
   * limit): the token never lives past that end. Null for a launch outside a session.
   */
  session?: { startedAt: Date; endsAt: Date | null } | null;
}

const earlier = (date: Date, other: Date | null) => (other !== null && other < date ? other : date);

/** What the database keeps of a token: its SHA-256, so a copy of the database plays no game. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Launch tokens: the platform gives one to the game at launch; the provider presents it on every call. */
export function createLaunchTokens({ db, now, secrets, playerOf, geo }: GameWalletContext) {
  /**
   * A new opaque 256-bit token for a real-money game launch; valid 30 minutes, extended by play. Refused from a
   * blocked country; the launch country is kept so that bets stop if the country is blocked later.
   */
  async function create(request: LaunchTokenRequest): Promise<{ token: string; expiresAt: Date }> {
    const { country, session, ...game } = request;
    if (geo.isBlocked(country))
      throw new AppError('country_blocked', 403, 'Real-money play is not available in your country.');
    if (!secrets.has(request.provider)) throw AppError.notFound(`No game provider ${request.provider}.`);
    if (!seamlessBetRequestSchema.shape.gameId.safeParse(request.gameId).success)
      throw new AppError('bad_request', 400, 'A game id has 1 to 100 letters, digits or . _ : -');
    const player = await playerOf(request.userId);
    if (!player) throw AppError.notFound('No such account.');
    if (player.currency !== request.currency)
      throw new AppError('bad_request', 400, "A game is played in the player's own currency.");
    const token = randomBytes(32).toString('base64url');
    const playEndsAt = session?.endsAt ?? null;
    const expiresAt = earlier(new Date(now().getTime() + LIFETIME_MS), playEndsAt);
    await insertLaunchToken(db, {
      ...game,
      sessionStartedAt: session?.startedAt ?? null,
      playEndsAt,
      // Stored as alpha-2, the form the bet statement compares with the blocked list.
      launchCountry: country === null ? null : (findCountry(country)?.alpha2 ?? null),
      tokenHash: hashLaunchToken(token),
      expiresAt,
    });
    return { token, expiresAt };
  }

  async function resolve(provider: string, token: string): Promise<TokenLookup> {
    const row = await findLaunchToken(db, hashLaunchToken(token));
    if (!row || row.provider !== provider || !isPlayerCurrency(row.currency)) return { status: 'unknown' };
    const found: LaunchToken = { ...row, currency: row.currency };
    return { status: row.expiresAt > now() ? 'live' : 'expired', token: found };
  }

  /**
   * Whose a token is and in what currency, for a bet's funding before its claim: facts a token keeps for life, so
   * they are remembered on this node (bounded; unknown tokens are not remembered). Whether the token may still
   * play is never answered from memory: the claim decides that.
   */
  const owners = new Map<string, { userId: string; currency: LaunchToken['currency'] }>();
  async function ownerOf(provider: string, token: string) {
    const key = `${provider}\u0000${hashLaunchToken(token)}`;
    const known = owners.get(key);
    if (known) return known;
    const lookup = await resolve(provider, token);
    if (lookup.status === 'unknown') return undefined;
    if (owners.size >= TOKEN_OWNERS_CACHE_SIZE) owners.clear();
    const owner = { userId: lookup.token.userId, currency: lookup.token.currency };
    owners.set(key, owner);
    return owner;
  }

  /**
   * Slides a live token's expiry to 30 minutes from now, never past the end of its session under the session
   * limit (the statement holds it there); answers the expiry asked for.
   */
  async function keepAlive(token: Pick<LaunchToken, 'tokenHash' | 'expiresAt'>): Promise<Date> {
    const at = now().getTime();
    const expiresAt = new Date(at + LIFETIME_MS);
    if (token.expiresAt.getTime() >= at + LIFETIME_MS - SLIDE_STEP_MS) return token.expiresAt;
    await extendLaunchToken(
      db,
      token.tokenHash,
      expiresAt,
      new Date(at + LIFETIME_MS - SLIDE_STEP_MS),
      new Date(at),
    );
    return expiresAt;
  }

  /** Ends the player's real-money games now (a break, a stop from a reality check, the session limit). */
  async function endPlayOf(userId: string): Promise<void> {
    await expireLaunchTokensOf(db, userId, now());
  }

  /**
   * The player's session time limit is now `minutes` (null: none): each live token launched in a session ends
   * that many minutes after its session's start (at once, when that is past); a longer or removed limit lets its
   * expiry slide again.
   */
  async function sessionLimitChanged(userId: string, minutes: number | null): Promise<void> {
    await limitPlayOfSessions(db, userId, minutes, now());
  }

  return { create, resolve, ownerOf, keepAlive, endPlayOf, sessionLimitChanged };
}

export type LaunchTokens = ReturnType<typeof createLaunchTokens>;
