/**
 * npm run bench -- games, second part: how many rounds per second the table and instant games' pure maths plays
 * on one core. Each round opens its own provably fair stream, as the game server does: roulette with three
 * bets, baccarat (an eight-deck shuffle) with two, a blackjack hand played by basic strategy (a six-deck
 * shuffle), a video poker deal and draw keeping the high cards, a mines board of 3 mines revealed three times
 * and cashed out, and a 16-row plinko drop. The best-hold hint (an exhaustive analysis the client runs) is
 * timed on its own. Time-boxed per game (TABLE_BENCH_SECONDS, default 2).
 */
import { performance } from 'node:perf_hooks';
import {
  bestHold,
  cashOut,
  createRandomStream,
  deal,
  draw,
  dropBall,
  playRoulette,
  playRoundByBasicStrategy,
  reveal,
  settleBaccarat,
  startBaccarat,
  startMines,
  type RandomStream,
  type RouletteBet,
} from '@casino/game-math';

const SECONDS = Number(process.env.TABLE_BENCH_SECONDS ?? 2);
const SERVER_SEED = 'a3f1c9e2b47d5086a3f1c9e2b47d5086a3f1c9e2b47d5086a3f1c9e2b47d5086';
const ROULETTE_BETS: readonly RouletteBet[] = [
  { kind: 'straight', numbers: [17], amount: 100 },
  { kind: 'red', amount: 500 },
  { kind: 'dozen', dozen: 2, amount: 200 },
];
const HIGH_RANKS = new Set(['J', 'Q', 'K', 'A']);

interface Figure {
  readonly game: string;
  readonly rounds: number;
  readonly perSecond: number;
}

function bench(game: string, round: (stream: RandomStream, nonce: number) => void): Figure {
  let rounds = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 50; i += 1) {
      round(createRandomStream({ serverSeed: SERVER_SEED, clientSeed: 'bench', nonce: rounds }), rounds);
      rounds += 1;
    }
  }
  return { game, rounds, perSecond: rounds / ((performance.now() - start) / 1000) };
}

const figures: Figure[] = [
  bench('roulette', (stream) => playRoulette(stream, ROULETTE_BETS)),
  bench('baccarat', (stream) => settleBaccarat(startBaccarat(stream), { banker: 500, tie: 100 })),
  bench('blackjack', (stream) => playRoundByBasicStrategy(stream, 100)),
  bench('video poker', (stream) => {
    const dealt = deal(stream, { coins: 5, coinValue: 20 });
    draw(
      dealt,
      dealt.hand.map((card) => HIGH_RANKS.has(card[0] ?? '')),
    );
  }),
  bench('mines', (stream) => {
    let board = startMines(stream, 3, 100);
    for (let cell = 0; cell < 25 && board.status === 'playing' && board.revealed.length < 3; cell += 1)
      board = reveal(board, cell);
    if (board.status === 'playing') cashOut(board);
  }),
  bench('plinko', (stream) => dropBall(stream, 16, 'high', 100)),
  bench('best-hold hint', (stream) => bestHold(deal(stream, { coins: 5, coinValue: 20 }).hand, 5)),
];

console.log(
  `\nTable and instant games' maths, one core, ${SECONDS} s per game (a round opens its own stream)`,
);
for (const figure of figures) {
  console.log(
    `  ${figure.game.padEnd(16)} ${Math.round(figure.perSecond).toLocaleString('en').padStart(9)} rounds/s` +
      `  (${figure.rounds.toLocaleString('en')} played)`,
  );
}
