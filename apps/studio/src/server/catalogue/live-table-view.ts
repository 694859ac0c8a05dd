/**
 * A live-format table as a player in a currency sees it: its schedule, limits and chips. A VIP table is the same
 * game at higher limits: minimums ten times and maximums five times the standard table's.
 */
import {
  LIVE_BACCARAT_SCHEDULE,
  LIVE_ROULETTE_SCHEDULE,
  type BaccaratBetLimit,
  type BaccaratTableLimits,
  type RouletteTableLimits,
} from '@casino/game-math';
import type { LiveLimits, LiveTableView } from '../../shared/live-api.ts';
import type { LiveGame } from './catalogue-game.ts';
import { baccaratLimits, rouletteLimits, tableChips } from './table-limits.ts';

const VIP_MINIMUM = 10;
const VIP_MAXIMUM = 5;

function vipRoulette(limits: RouletteTableLimits): RouletteTableLimits {
  return {
    insideMinimum: limits.insideMinimum * VIP_MINIMUM,
    insideMaximum: limits.insideMaximum * VIP_MAXIMUM,
    outsideMinimum: limits.outsideMinimum * VIP_MINIMUM,
    outsideMaximum: limits.outsideMaximum * VIP_MAXIMUM,
    spinMaximum: limits.spinMaximum * VIP_MAXIMUM,
  };
}

function vipBaccarat(limits: BaccaratTableLimits): BaccaratTableLimits {
  const vip = ({ min, max }: BaccaratBetLimit) => ({ min: min * VIP_MINIMUM, max: max * VIP_MAXIMUM });
  const { perBet } = limits;
  return {
    perBet: {
      player: vip(perBet.player),
      banker: vip(perBet.banker),
      tie: vip(perBet.tie),
      playerPair: vip(perBet.playerPair),
      bankerPair: vip(perBet.bankerPair),
    },
    maxPerRound: limits.maxPerRound * VIP_MAXIMUM,
  };
}

function liveLimits(game: LiveGame, currency: string): LiveLimits {
  if (game.type === 'roulette') {
    const limits = rouletteLimits(currency);
    return { kind: 'roulette', limits: game.vip ? vipRoulette(limits) : limits };
  }
  const limits = baccaratLimits(currency);
  return { kind: 'baccarat', limits: game.vip ? vipBaccarat(limits) : limits };
}

export function liveTableView(game: LiveGame, currency: string): LiveTableView {
  const chips = tableChips(currency);
  return {
    id: game.id,
    variant: game.type,
    schedule: game.type === 'roulette' ? LIVE_ROULETTE_SCHEDULE : LIVE_BACCARAT_SCHEDULE,
    limits: liveLimits(game, currency),
    // A VIP table's smallest chip is its minimum bet.
    chips: game.vip ? [...new Set(chips.map((chip) => chip * VIP_MINIMUM))] : chips,
    vip: game.vip,
  };
}
