/**
 * Recomputes the published return to player of 9/6 Jacks or Better from scratch and prints it, with the
 * final-hand frequencies under optimal play:
 *
 *   npx tsx packages/game-math/src/video-poker/video-poker.analysis.ts [--cross-check]
 *
 * The analysis (inclusion–exclusion over superset counts, video-poker-analysis.ts) takes about a second per
 * coin count. --cross-check also replays every one of the 134,459 deal classes through the hint's rank
 * counting (hold-outcomes.ts), an independent method, and checks that it finds the same best expectation
 * for each; that takes two to three minutes.
 */
import { dealClasses } from './deal-classes.ts';
import { coinsWonPerCommonDraws, DRAWS_COMMON_MULTIPLE } from './draw-counts.ts';
import { HAND_CATEGORIES } from './hand-category.ts';
import { holdOutcomeCounts } from './hold-outcomes.ts';
import { paysByCategoryIndex } from './pay-table.ts';
import { supersetCounts } from './superset-counts.ts';
import { analyseVideoPoker, DEALS } from './video-poker-analysis.ts';
import { rtpOfVideoPoker } from './video-poker-rtp.ts';

// The package is typed without Node or DOM globals (it runs in both); this script only needs these two.
const { console, process } = globalThis as unknown as {
  console: { log(...values: unknown[]): void };
  process: { argv: string[]; exitCode?: number };
};

const started = Date.now();
const counts = supersetCounts();
console.log(`superset counts: ${Date.now() - started} ms`);

for (const coins of [1, 2, 3, 4, 5]) {
  const start = Date.now();
  const { rtp, finalHands, classes } = analyseVideoPoker(coins, counts);
  const pinned = rtpOfVideoPoker(coins);
  const matches = rtp.numerator === pinned.numerator && rtp.denominator === pinned.denominator;
  console.log(
    `${coins} coin(s): RTP ${rtp.numerator}/${rtp.denominator} = ${rtp.value.toFixed(12)} over ${classes} ` +
      `classes in ${Date.now() - start} ms; pinned value ${matches ? 'matches' : 'DIFFERS'}`,
  );
  if (!matches) process.exitCode = 1;
  if (coins === 1 || coins === 5) {
    const total = BigInt(DEALS) * BigInt(DRAWS_COMMON_MULTIPLE);
    for (const category of HAND_CATEGORIES) {
      const hands = finalHands[category];
      const share = Number((hands * 10n ** 15n) / total) / 1e15;
      const onceIn = share > 0 ? ` (1 in ${(1 / share).toFixed(2)})` : '';
      console.log(`  ${category.padEnd(16)} ${String(hands).padStart(18)}  ${share.toFixed(9)}${onceIn}`);
    }
  }
}

if (process.argv.includes('--cross-check')) {
  const start = Date.now();
  const classes = dealClasses();
  const columns = [1, 5].map((coins) => ({ coins, pays: paysByCategoryIndex(coins), total: 0 }));
  for (let i = 0; i < classes.count; i += 1) {
    const holds = holdOutcomeCounts(Array.from(classes.cards.subarray(i * 5, i * 5 + 5)));
    for (const column of columns) {
      let best = 0;
      for (const row of holds) {
        const draws = row.reduce((sum, count) => sum + count, 0);
        const coinsWon = row.reduce(
          (sum, count, category) => sum + count * (column.pays[category] as number),
          0,
        );
        best = Math.max(best, coinsWonPerCommonDraws(coinsWon, draws));
      }
      column.total += best * (classes.multiplicities[i] as number);
    }
  }
  for (const { coins, total } of columns) {
    const pinned = rtpOfVideoPoker(coins);
    const denominator = BigInt(DEALS) * BigInt(DRAWS_COMMON_MULTIPLE) * BigInt(coins);
    const agrees = BigInt(total) * pinned.denominator === pinned.numerator * denominator;
    console.log(
      `cross-check, ${coins} coin(s), by rank counting: ${total}/${denominator} ${agrees ? 'agrees' : 'DIFFERS'}`,
    );
    if (!agrees) process.exitCode = 1;
  }
  console.log(`cross-check: ${Math.round((Date.now() - start) / 1000)} s`);
}
console.log(`total: ${((Date.now() - started) / 1000).toFixed(1)} s`);
