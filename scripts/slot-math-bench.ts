/**
 * npm run bench -- games, first part: how many slot spins per second the pure maths plays on one core, for each
 * variant of the slot family and for dice. Each spin opens its own provably fair stream (HMAC-SHA256 per 32
 * bytes), as the game server does for a round; a spin that starts free spins plays them on the same stream,
 * as a round does. Time-boxed per game (SLOT_BENCH_SECONDS, default 2).
 */
import { performance } from 'node:perf_hooks';
import {
  createRandomStream,
  isFreeSpinsOver,
  makeSlotDefinition,
  nextFreeSpin,
  playDice,
  spin,
  startFreeSpins,
  type SlotDefinition,
  type SlotPresetParams,
} from '@casino/game-math';

const SECONDS = Number(process.env.SLOT_BENCH_SECONDS ?? 2);
const SERVER_SEED = 'a3f1c9e2b47d5086a3f1c9e2b47d5086a3f1c9e2b47d5086a3f1c9e2b47d5086';

const GAMES: readonly SlotPresetParams[] = [
  {
    id: 'bench-lines',
    themeSymbols: 8,
    reels: 5,
    rows: 3,
    pays: { kind: 'lines', lines: 20 },
    volatility: 'medium',
    targetRtp: 0.96,
    variant: 'classic',
  },
  {
    id: 'bench-ways',
    themeSymbols: 9,
    reels: 5,
    rows: 4,
    pays: { kind: 'ways' },
    volatility: 'high',
    targetRtp: 0.96,
    variant: 'classic',
  },
  {
    id: 'bench-megaways',
    themeSymbols: 10,
    reels: 6,
    rows: 7,
    pays: { kind: 'ways' },
    volatility: 'high',
    targetRtp: 0.96,
    variant: 'megaways',
  },
  {
    id: 'bench-drops',
    themeSymbols: 8,
    reels: 5,
    rows: 3,
    pays: { kind: 'lines', lines: 10 },
    volatility: 'low',
    targetRtp: 0.95,
    variant: 'dropsAndWins',
  },
];

interface Figure {
  readonly game: string;
  readonly spins: number;
  readonly perSecond: number;
  readonly featureSpins: number;
}

/** Plays paid rounds (with their free spins) for SECONDS and counts them. */
function benchSlot(definition: SlotDefinition): Figure {
  const bet = definition.betCoins * 10;
  let spins = 0;
  let featureSpins = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 200; i += 1) {
      const stream = createRandomStream({ serverSeed: SERVER_SEED, clientSeed: 'bench', nonce: spins });
      const result = spin(definition, stream, { bet, mode: 'base' });
      spins += 1;
      if (result.freeSpinsAwarded > 0) {
        let state = startFreeSpins(definition, bet, result.freeSpinsAwarded);
        while (!isFreeSpinsOver(state)) {
          state = nextFreeSpin(definition, state, stream).state;
          featureSpins += 1;
        }
      }
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  return { game: definition.id, spins, perSecond: spins / elapsed, featureSpins };
}

function benchDice(): Figure {
  let rolls = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  while (performance.now() < end) {
    for (let i = 0; i < 500; i += 1) {
      const stream = createRandomStream({ serverSeed: SERVER_SEED, clientSeed: 'bench', nonce: rolls });
      playDice(stream, { direction: 'over', target: 50, houseEdge: 0.01 }, 100);
      rolls += 1;
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  return { game: 'dice (1 % edge)', spins: rolls, perSecond: rolls / elapsed, featureSpins: 0 };
}

const figures: Figure[] = [];
for (const params of GAMES) figures.push(benchSlot(makeSlotDefinition(params)));
figures.push(benchDice());

console.log(`\nSlot maths, one core, ${SECONDS} s per game (paid spins; free spins played within the round)`);
for (const figure of figures) {
  console.log(
    `  ${figure.game.padEnd(18)} ${Math.round(figure.perSecond).toLocaleString('en').padStart(9)} spins/s` +
      `  (${figure.spins.toLocaleString('en')} paid, ${figure.featureSpins.toLocaleString('en')} free)`,
  );
}
