import type { Game, GameDetails, GameLaunch } from '@casino/contracts';
import { aGame } from '../../test/fixtures.ts';

export { aGame, aGameList } from '../../test/fixtures.ts';

export function someDetails(game: Game = aGame(), extra: Partial<GameDetails> = {}): GameDetails {
  return { game, available: true, restrictedInCountry: false, ...extra };
}

export const STUDIO_ORIGIN = 'http://127.0.0.1:3100';

export function aLaunch(extra: Partial<GameLaunch> = {}): GameLaunch {
  const mode = extra.mode ?? 'real';
  return {
    url:
      mode === 'real'
        ? `${STUDIO_ORIGIN}/studio/play/starfall-fortune?mode=real&token=t0k3n&lang=en`
        : `${STUDIO_ORIGIN}/studio/play/starfall-fortune?mode=demo&lang=en&currency=EUR`,
    mode,
    currency: 'EUR',
    expiresAt: mode === 'real' ? '2030-01-01T00:30:00.000Z' : null,
    bonusWagering: null,
    ...extra,
  };
}
