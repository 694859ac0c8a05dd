/** The catalogue in its published format (@casino/contracts provider-catalogue.ts) and the per-game details the client reads. */
import { STUDIO_PROVIDER } from '../config.ts';
import { betLevels } from './bet-levels.ts';
import { CATEGORIES } from './categories.ts';
import type { CatalogueGame, CrashGame, LiveGame, SlotGame } from './catalogue-game.ts';
import {
  CATALOGUE_VERSION,
  type CatalogueGameJson,
  type RoundSchedule,
  type StudioCatalogue,
} from '@casino/contracts';
import type { Catalogue } from './generate-catalogue.ts';
import { STUDIOS } from './studios.ts';
import { crashLimits } from './table-limits.ts';
import { liveTableView } from './live-table-view.ts';
import { liveGameRules, tableRules } from './table-rules.ts';
import { CRASH_PACE, periodOf, type TableSchedule } from '@casino/game-math';
import { AUTO_CASH_OUT_MAX, AUTO_CASH_OUT_MIN, CRASH_BET_SLOTS } from '../shared-rounds/crash-round-book.ts';
import type { CrashRules } from '../../shared/crash-api.ts';
import type { LiveRules } from '../../shared/live-api.ts';
import type { GameDetails, SlotRules } from '../../shared/play-api.ts';

export function publishedGame(game: CatalogueGame, publicUrl: string): CatalogueGameJson {
  return {
    id: game.id,
    name: game.name,
    studio: { id: game.studio.id, name: game.studio.name },
    type: game.type,
    categories: game.categories.map((category) => ({ id: category.id, slug: category.slug })),
    badges: [...game.badges],
    hasDemo: game.hasDemo,
    isWagering: game.isWagering,
    rtp: game.rtp,
    bonusBuyRtp: game.kind === 'slot' ? game.bonusBuyRtp : null,
    volatility: game.volatility,
    images: {
      desktop: `${publicUrl}/studio/art/${game.id}/desktop.svg`,
      mobile: `${publicUrl}/studio/art/${game.id}/mobile.svg`,
    },
    gradientColor: game.colours.from,
    launchUrl: `${publicUrl}/studio/play/${game.id}`,
    source: game.kind === 'live' ? 'live' : null,
    roundSchedule: game.kind === 'live' ? roundScheduleOf(liveTableView(game, 'EUR').schedule) : null,
  };
}

export function publishCatalogue(catalogue: Catalogue, publicUrl: string): StudioCatalogue {
  return {
    version: CATALOGUE_VERSION,
    provider: STUDIO_PROVIDER,
    studios: STUDIOS.map((studio) => ({ id: studio.id, name: studio.name })),
    categories: Object.values(CATEGORIES).map((category) => ({ id: category.id, slug: category.slug })),
    games: catalogue.games.map((game) => publishedGame(game, publicUrl)),
  };
}

export function gameDetails(game: CatalogueGame, publicUrl: string, currency: string): GameDetails {
  const theme = { key: game.theme.key, ...game.colours, text: game.theme.palette.text };
  if (game.kind === 'dice') {
    return {
      game: publishedGame(game, publicUrl),
      theme,
      rules: { kind: 'dice', houseEdge: game.houseEdge, minChance: 1, maxChance: 98 },
      bets: betLevels(currency, 1),
    };
  }
  if (game.kind === 'crash') {
    return {
      game: publishedGame(game, publicUrl),
      theme,
      rules: crashRules(game, currency),
      bets: betLevels(currency, 1),
    };
  }
  if (game.kind === 'live') {
    return {
      game: publishedGame(game, publicUrl),
      theme,
      rules: liveRules(game, currency),
      bets: betLevels(currency, 1),
    };
  }
  if (game.kind !== 'slot') {
    return {
      game: publishedGame(game, publicUrl),
      theme,
      rules: tableRules(game, currency),
      bets: betLevels(currency, 1),
    };
  }
  return {
    game: publishedGame(game, publicUrl),
    theme,
    rules: slotRules(game, publicUrl),
    bets: betLevels(currency, game.definition.betCoins),
  };
}

function slotRules(game: SlotGame, publicUrl: string): SlotRules {
  const { definition } = game;
  const { betCoins, drops, bonusBuy } = definition;
  return {
    kind: 'slot',
    reels: definition.reels,
    rows: definition.rows,
    betCoins,
    pays: definition.pays,
    megaways: definition.megaways ?? null,
    symbols: definition.symbols.map((symbol) => ({
      id: symbol.id,
      kind: symbol.kind,
      name: game.symbolNames[symbol.id] ?? symbol.id,
      pays: symbol.pays,
      image: `${publicUrl}/studio/art/${game.id}/symbols/${symbol.id}.svg`,
    })),
    freeSpins: definition.freeSpins ?? null,
    bonusBuy: bonusBuy ? { priceInBets: bonusBuy.priceCoins / betCoins, spins: bonusBuy.spins } : null,
    drops: drops
      ? {
          chance: drops.hits / drops.outOf,
          prizes: drops.prizes.map((prize) => ({ inBets: prize.coins / betCoins, weight: prize.weight })),
        }
      : null,
  };
}

function crashRules(game: CrashGame, currency: string): CrashRules {
  return {
    kind: 'crash',
    houseEdge: game.houseEdge,
    rtp: game.rtp,
    limits: crashLimits(currency),
    autoCashOut: { min: AUTO_CASH_OUT_MIN, max: AUTO_CASH_OUT_MAX },
    bettingMs: CRASH_PACE.bettingMs,
    takeOffDelayMs: CRASH_PACE.takeOffDelayMs,
    growthPerMs: CRASH_PACE.growthPerMs,
    slots: CRASH_BET_SLOTS.length,
  };
}

function liveRules(game: LiveGame, currency: string): LiveRules {
  const table = liveTableView(game, currency);
  return { kind: 'live', table, rtp: game.rtp, game: liveGameRules(table) };
}

function roundScheduleOf(schedule: TableSchedule): RoundSchedule {
  return { periodMs: periodOf(schedule), bettingMs: schedule.bettingMs };
}
