/**
 * The published return to player of 9/6 Jacks or Better under optimal play (the best hold of every deal), as
 * computed by the exhaustive analysis (video-poker-analysis.ts, rerun by its test and by
 * video-poker.analysis.ts). 1 to 4 coins pay the same per coin, so they return the same; 5 coins add the
 * royal-flush bonus (800 instead of 250 per coin) and a strategy that chases it.
 */
import { exactRatio, type ExactRatio } from '../exact/exact-ratio.ts';
import { isValidCoinCount, VIDEO_POKER_MAX_COINS } from './pay-table.ts';

/** 0.995439043695… (Wizard of Odds lists 0.995439 for 9/6 Jacks or Better). */
const MAX_COINS_RTP = exactRatio(1_653_526_326_983n, 1_661_102_543_100n);
/** 0.983734569484… */
const FEWER_COINS_RTP = exactRatio(35_523_565_111n, 36_110_924_850n);

/** The exact return of optimal play on a bet of `coins` coins (1–5). */
export function rtpOfVideoPoker(coins: number): ExactRatio {
  if (!isValidCoinCount(coins))
    throw new RangeError(`a bet has 1–${VIDEO_POKER_MAX_COINS} coins, got ${coins}`);
  return coins === VIDEO_POKER_MAX_COINS ? MAX_COINS_RTP : FEWER_COINS_RTP;
}
