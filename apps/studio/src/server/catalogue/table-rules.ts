/** A table or instant game's rules as the client reads them (GameDetails.rules), in a currency's limits. */
import {
  BACCARAT_DECKS,
  BACCARAT_RTP,
  BLACKJACK_RTP,
  JACKS_OR_BETTER_9_6,
  minesMultiplierTable,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  plinkoMultipliers,
  ROULETTE_RTP,
  rtpOfVideoPoker,
  BLACKJACK_RULES,
  type PlinkoRisk,
} from '@casino/game-math';
import type { LiveTableView } from '../../shared/live-api.ts';
import type { BaccaratRules, RouletteRules, TableGameRules } from '../../shared/table-play-api.ts';
import type { TableGame } from './catalogue-game.ts';
import { baccaratLimits, rouletteLimits, tableChips, videoPokerCoinValues } from './table-limits.ts';

/** The mine count a board starts with. */
export const DEFAULT_MINES = 3;

/** A live-format table's game rules: its single-player game's, at the table's limits and chips. */
export function liveGameRules(view: LiveTableView): RouletteRules | BaccaratRules {
  return view.limits.kind === 'roulette'
    ? { kind: 'roulette', limits: view.limits.limits, chips: view.chips, rtp: ROULETTE_RTP.value }
    : {
        kind: 'baccarat',
        limits: view.limits.limits,
        chips: view.chips,
        rtp: BACCARAT_RTP,
        commission: 0.05,
        decks: BACCARAT_DECKS,
      };
}

export function tableRules(game: TableGame, currency: string): TableGameRules {
  switch (game.kind) {
    case 'roulette':
      return {
        kind: 'roulette',
        limits: rouletteLimits(currency),
        chips: tableChips(currency),
        rtp: ROULETTE_RTP.value,
      };
    case 'baccarat':
      return {
        kind: 'baccarat',
        limits: baccaratLimits(currency),
        chips: tableChips(currency),
        rtp: BACCARAT_RTP,
        commission: 0.05,
        decks: BACCARAT_DECKS,
      };
    case 'blackjack':
      return { kind: 'blackjack', rules: BLACKJACK_RULES, rtp: BLACKJACK_RTP };
    case 'video-poker': {
      const coins = videoPokerCoinValues(currency);
      return {
        kind: 'video-poker',
        payTable: JACKS_OR_BETTER_9_6,
        coinValues: coins.values,
        defaultCoinValue: coins.defaultValue,
        rtpByCoins: [1, 2, 3, 4, 5].map((count) => rtpOfVideoPoker(count).value),
      };
    }
    case 'mines':
      return {
        kind: 'mines',
        houseEdge: game.houseEdge,
        table: minesMultiplierTable(game.houseEdge),
        defaultMines: DEFAULT_MINES,
        rtp: game.rtp,
      };
    case 'plinko':
      return {
        kind: 'plinko',
        houseEdge: game.houseEdge,
        minRows: PLINKO_MIN_ROWS,
        maxRows: PLINKO_MAX_ROWS,
        multipliers: plinkoBoards(game.houseEdge),
        rtp: game.rtp,
      };
  }
}

function plinkoBoards(houseEdge: number): Record<PlinkoRisk, number[][]> {
  const rows = Array.from(
    { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
    (_, index) => PLINKO_MIN_ROWS + index,
  );
  const byRisk = (risk: PlinkoRisk) => rows.map((count) => plinkoMultipliers(count, risk, houseEdge));
  return { low: byRisk('low'), medium: byRisk('medium'), high: byRisk('high') };
}
