import { createHash } from 'node:crypto';
import type {
  SeamlessAuthenticateAnswer,
  SeamlessAuthenticateRequest,
  SeamlessBalanceAnswer,
  SeamlessBalanceRequest,
  SeamlessError,
} from '@casino/contracts';
import type { GameWalletContext } from './game-wallet.context.ts';
import type { LaunchToken, LaunchTokens } from './launch-tokens.service.ts';

/**
 * The player as one provider knows them: stable across sessions, and different for every provider, so that
 * providers cannot match players between them and never see the platform's account id.
 */
export function playerIdFor(provider: string, userId: string): string {
  return createHash('sha256').update(`seamless-player:${provider}:${userId}`).digest('hex').slice(0, 32);
}

/** authenticate and balance: both need a live token, and both keep it alive. */
export function createSeamlessSession(context: GameWalletContext, tokens: LaunchTokens) {
  const { realBalanceOf, playerOf } = context;

  /** The live token of a request, or the refusal to answer (with the balance when the token names a player). */
  async function liveToken(provider: string, token: string): Promise<LaunchToken | SeamlessError> {
    const lookup = await tokens.resolve(provider, token);
    if (lookup.status === 'unknown') return { status: 'ERROR', code: 'INVALID_TOKEN' };
    if (lookup.status === 'live') return lookup.token;
    const { userId, currency } = lookup.token;
    return {
      status: 'ERROR',
      code: 'TOKEN_EXPIRED',
      balance: await realBalanceOf(userId, currency),
      currency,
    };
  }

  async function authenticate(
    provider: string,
    request: SeamlessAuthenticateRequest,
  ): Promise<SeamlessAuthenticateAnswer> {
    const token = await liveToken(provider, request.token);
    if ('status' in token) return token;
    const player = await playerOf(token.userId);
    if (!player) return { status: 'ERROR', code: 'INVALID_TOKEN' };
    const expiresAt = await tokens.keepAlive(token);
    return {
      status: 'OK',
      playerId: playerIdFor(provider, token.userId),
      gameId: token.gameId,
      currency: token.currency,
      balance: await realBalanceOf(token.userId, token.currency),
      country: player.country,
      tokenExpiresAt: expiresAt.toISOString(),
    };
  }

  async function balance(provider: string, request: SeamlessBalanceRequest): Promise<SeamlessBalanceAnswer> {
    const token = await liveToken(provider, request.token);
    if ('status' in token) return token;
    await tokens.keepAlive(token);
    return {
      status: 'OK',
      currency: token.currency,
      balance: await realBalanceOf(token.userId, token.currency),
    };
  }

  return { authenticate, balance };
}

export type SeamlessSession = ReturnType<typeof createSeamlessSession>;
