import type { Game, GameDetails, GameLaunch, GameList } from '@casino/contracts';

/** A catalogue game as GET /api/games lists it. */
export function aGame(overrides: Partial<Game> = {}): Game {
  const id = overrides.id ?? 'starfall-fortune';
  return {
    id,
    name: 'Starfall Fortune',
    image: `http://127.0.0.1:3100/studio/art/${id}/tile-desktop.svg`,
    providerId: 7,
    providerName: 'Lumen Studio',
    hasDemo: true,
    isWagering: true,
    source: null,
    categories: [{ id: 1, slug: 'new' }],
    imagine: {
      files: {
        desktop: `http://127.0.0.1:3100/studio/art/${id}/tile-desktop.svg`,
        mobile: `http://127.0.0.1:3100/studio/art/${id}/tile-mobile.svg`,
      },
      gradient_color: '#3b1d6e',
    },
    geo_link: null,
    badges: ['new'],
    type: 'slot-lines',
    rtp: 0.96,
    bonusBuyRtp: null,
    volatility: 'medium',
    ...overrides,
  };
}

export function aGameList(games: Game[], extra: Partial<GameList> = {}): GameList {
  return { games, total: games.length, page: 1, pageSize: 15, ...extra };
}

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
    ...extra,
  };
}
