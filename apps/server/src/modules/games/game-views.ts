import { isGameCategory } from '@casino/rules';
import type { Game, StaffGame } from '@casino/contracts';
import type { BonusWeighedGame } from './games.context.ts';
import type { GameWithStudio } from './games.repo.ts';
import type { GameRow } from './games.tables.ts';

/** Players can open a game the operator has left on and its provider still publishes. */
export const isAvailable = (row: GameWithStudio): boolean => row.enabled && row.withdrawnAt === null;

/** What the bonus engine weighs a game's stakes by (games.context.ts, bonusWeigherOf). */
export function weighedGameOf(row: GameRow): BonusWeighedGame {
  return {
    provider: row.provider,
    gameId: row.externalId,
    type: row.type,
    categories: row.categories.map((category) => category.slug).filter(isGameCategory),
    isWagering: row.isWagering,
  };
}

/** The Game entity of §3 as the player app reads it. */
export function toGame(row: GameWithStudio): Game {
  return {
    id: row.id,
    name: row.name,
    image: row.imageDesktop,
    providerId: row.studioId,
    providerName: row.studioName,
    hasDemo: row.hasDemo,
    isWagering: row.isWagering,
    source: row.source,
    roundSchedule: row.roundSchedule,
    categories: row.categories.map(({ id, slug }) => ({ id, slug })),
    imagine: {
      files: { desktop: row.imageDesktop, mobile: row.imageMobile },
      gradient_color: row.gradientColor,
    },
    geo_link: null,
    badges: [...row.badges],
    type: row.type,
    rtp: row.rtp,
    bonusBuyRtp: row.bonusBuyRtp,
    volatility: row.volatility,
  };
}

export function toStaffGame(row: GameWithStudio): StaffGame {
  return {
    ...toGame(row),
    enabled: row.enabled,
    restrictedCountries: [...row.restrictedCountries],
    provider: row.provider,
    importedAt: row.importedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
