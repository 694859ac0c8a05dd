/**
 * The table and instant games of the catalogue: their kind, published return and house edge. Every figure is
 * the maths' exact one (packages/game-math), never a measured one.
 */
import type { GameType } from '@casino/contracts';
import {
  BACCARAT_RTP,
  BLACKJACK_RTP,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  ROULETTE_RTP,
  rtpOfMines,
  rtpOfPlinko,
  rtpOfVideoPoker,
  VIDEO_POKER_MAX_COINS,
  type SlotVolatility,
} from '@casino/game-math';
import type { TableRoundKind } from '../../shared/table-play-api.ts';

export type TableGameType = Extract<GameType, TableRoundKind>;

const TABLE_TYPES: readonly TableGameType[] = [
  'roulette',
  'blackjack',
  'baccarat',
  'video-poker',
  'mines',
  'plinko',
];

export function isTableGameType(type: GameType): type is TableGameType {
  return (TABLE_TYPES as readonly GameType[]).includes(type);
}

/** House edges of the mines and plinko variants, cycled. */
export const INSTANT_HOUSE_EDGES = [0.01, 0.02];

/** The word a game of the type carries after its theme's name. */
export const TABLE_NAME_SUFFIX: Readonly<Record<TableGameType, string>> = {
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
  'video-poker': 'Jacks or Better',
  mines: 'Mines',
  plinko: 'Plinko',
};

/** How much a game's results swing: mines and plinko boards reach large multipliers. */
export const TABLE_VOLATILITY: Readonly<Record<TableGameType, SlotVolatility>> = {
  roulette: 'medium',
  blackjack: 'low',
  baccarat: 'low',
  'video-poker': 'medium',
  mines: 'high',
  plinko: 'high',
};

/**
 * The return published for a game: roulette's 36/37; blackjack's basic-strategy return; baccarat's banker
 * bet, the best main bet; video poker's optimal play at five coins; the lowest of any cash-out point of mines
 * and of any board of plinko, which no choice of the player goes below.
 */
export function publishedTableRtp(type: TableGameType, houseEdge: number): number {
  switch (type) {
    case 'roulette':
      return ROULETTE_RTP.value;
    case 'blackjack':
      return BLACKJACK_RTP;
    case 'baccarat':
      return BACCARAT_RTP.banker;
    case 'video-poker':
      return rtpOfVideoPoker(VIDEO_POKER_MAX_COINS).value;
    case 'mines':
      return rtpOfMines(houseEdge).value;
    case 'plinko':
      return lowestPlinkoRtp(houseEdge);
  }
}

function lowestPlinkoRtp(houseEdge: number): number {
  let lowest = 1;
  for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows += 1) {
    for (const risk of PLINKO_RISKS) lowest = Math.min(lowest, rtpOfPlinko(rows, risk, houseEdge).value);
  }
  return lowest;
}
