import { LANGUAGE_CURRENCY, checkGameStart, isAutoplayAllowed, isBlockedByBonusMoney } from '@casino/rules';
import type { GameLaunch, GameLaunchRequest, GameProfileIncompleteDetails } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { isAvailable, weighedGameOf } from './game-views.ts';
import type { GamesContext } from './games.context.ts';
import { findGame } from './games.repo.ts';

/**
 * 409 profile_incomplete for a real-money launch: carries the §5 details (missing fields and the toast to show)
 * that the route sends as the error's `details`.
 */
export class GameProfileIncompleteError extends AppError {
  constructor(readonly profileDetails: GameProfileIncompleteDetails) {
    super('profile_incomplete', 409, 'The profile lacks the details needed to play for real money.');
  }
}

export interface LaunchInput {
  gameId: string;
  request: GameLaunchRequest;
  /** The signed-in player; null for a guest. */
  userId: string | null;
  /** The request's client address, for the country. */
  ip: string;
  /** The signed-in player's session, for the session time limit; null for a guest. */
  sessionId?: string | null;
}

/** `autoplay=0` where the player's market forbids auto-play (@casino/rules), nothing otherwise. */
function autoplayParameter(market: Parameters<typeof isAutoplayAllowed>[0]): Record<string, string> {
  return isAutoplayAllowed(market) ? {} : { autoplay: '0' };
}

/** The game's client address with the launch parameters added to those it already has. */
function launchAddress(launchUrl: string, parameters: Record<string, string>): string {
  const url = new URL(launchUrl);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Opens a game (§4 game play): the checks run in a fixed order (docs/games.md) and the first that fails is the
 * answer. Demo play never touches the wallet; real play hands the provider a seamless-wallet launch token.
 */
export function createGameLaunch(context: GamesContext) {
  const { db, countryOf } = context;

  async function launch({ gameId, request, userId, ip, sessionId = null }: LaunchInput): Promise<GameLaunch> {
    const game = await findGame(db, gameId);
    if (!game) throw AppError.notFound('No such game.');
    if (!isAvailable(game)) throw new AppError('game_not_available', 409, 'The game is not available.');
    const country = countryOf(ip);
    if (country !== null && game.restrictedCountries.includes(country))
      throw new AppError('game_access_denied', 403, 'The game may not be played in your country.');
    const { language } = request;

    if (request.mode === 'demo') {
      if (!game.hasDemo) throw new AppError('demo_not_available', 409, 'The game has no demo mode.');
      const currency =
        (userId === null ? null : await context.currencyOf(userId)) ?? LANGUAGE_CURRENCY[language];
      return {
        url: launchAddress(game.launchUrl, {
          mode: 'demo',
          lang: language,
          currency,
          ...autoplayParameter({ country, language, currency }),
        }),
        mode: 'demo',
        currency,
        expiresAt: null,
        bonusWagering: null,
      };
    }

    if (userId === null) throw new AppError('unauthorized', 401, 'Sign in to play for real money.');
    const { session } = await context.assertMayRisk(userId, { kind: 'launch', sessionId });
    const start = checkGameStart(await context.profileOf(userId), game.studioId);
    if (!start.ok) throw new GameProfileIncompleteError({ missing: start.missing, toastKey: start.toastKey });
    const balances = await context.balancesOf(userId);
    const weigh = await context.bonusWeigherOf(userId);
    const gameCounts = weigh ? game.isWagering && weigh(weighedGameOf(game)) > 0 : null;
    const blocked = isBlockedByBonusMoney({
      bonusBalance: balances.bonus,
      gameCounts,
      realBalance: balances.real,
      currency: balances.currency,
    });
    if (blocked)
      throw new AppError(
        'game_blocked_by_bonus',
        409,
        'The game is not available for bonus money; top up to play with your real balance.',
      );
    if (balances.real + balances.bonus <= 0)
      throw new AppError('insufficient_funds', 409, 'There is not enough money on the account.');
    const { token, expiresAt } = await context.createLaunchToken({
      userId,
      provider: game.provider,
      gameId: game.externalId,
      currency: balances.currency,
      country,
      session,
    });
    return {
      url: launchAddress(game.launchUrl, {
        mode: 'real',
        token,
        lang: language,
        ...autoplayParameter({ country, language, currency: balances.currency }),
      }),
      mode: 'real',
      currency: balances.currency,
      expiresAt: expiresAt.toISOString(),
      bonusWagering: gameCounts === null ? null : gameCounts ? 'counts' : 'doesNotCount',
    };
  }

  return { launch };
}

export type GameLaunchService = ReturnType<typeof createGameLaunch>;
