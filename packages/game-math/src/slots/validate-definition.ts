/** Checks a slot definition before anything plays it; a definition with problems never spins. */
import type { SlotDefinition } from './slot-definition.ts';

/** Each strip length and weight sum must fit one int() draw. */
const MAX_DRAW_RANGE = 2 ** 32;
/** Keeps the exact expected-spins table of a feature small (it grows with the square of the cap). */
export const MAX_FEATURE_SPINS = 1000;

/** Every problem of a definition, in plain words; empty when it can be played. */
export function validateSlotDefinition(definition: SlotDefinition): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string): void => {
    if (!ok) problems.push(problem);
  };
  const { reels, rows, symbols, pays, freeSpins, megaways, bonusBuy, drops } = definition;
  check(isWhole(reels) && reels >= 1, 'reels must be a whole number ≥ 1');
  check(isWhole(rows) && rows >= 1, 'rows must be a whole number ≥ 1');
  check(isWhole(definition.betCoins) && definition.betCoins >= 1, 'betCoins must be a whole number ≥ 1');

  const ids = new Set<string>();
  for (const symbol of symbols) {
    check(!ids.has(symbol.id), `symbol ${symbol.id} is listed twice`);
    ids.add(symbol.id);
    check(
      symbol.pays.every((pay) => isWhole(pay) && pay >= 0),
      `symbol ${symbol.id} pays must be whole coins`,
    );
  }
  const wilds = symbols.filter((symbol) => symbol.kind === 'wild');
  const scatters = symbols.filter((symbol) => symbol.kind === 'scatter');
  check(wilds.length <= 1, 'at most one wild symbol');
  check(scatters.length <= 1, 'at most one scatter symbol');
  check(
    symbols.some((symbol) => symbol.kind === 'regular'),
    'at least one regular symbol',
  );

  const tallest = megaways ? Math.max(...megaways.heights) : rows;
  checkStrips('strips', definition.strips);
  if (definition.freeSpinStrips) checkStrips('freeSpinStrips', definition.freeSpinStrips);

  if (pays.kind === 'lines') {
    check(pays.lines.length >= 1, 'a lines game needs at least one line');
    pays.lines.forEach((line, index) => {
      check(
        line.length === reels && line.every((row) => isWhole(row) && row >= 0 && row < rows),
        `line ${index} must give a row from 0 to ${rows - 1} for each of the ${reels} reels`,
      );
    });
  } else {
    check(
      wilds.every((wild) => wild.pays.every((pay) => pay === 0)),
      'in a ways game the wild does not pay',
    );
  }

  if (freeSpins) {
    check(scatters.length === 1, 'free spins need a scatter symbol');
    check(
      [...freeSpins.awards, ...freeSpins.retriggers].every((spins) => isWhole(spins) && spins >= 0),
      'free spin awards must be whole numbers',
    );
    check(
      isWhole(freeSpins.maxSpins) && freeSpins.maxSpins >= 1 && freeSpins.maxSpins <= MAX_FEATURE_SPINS,
      `free spins maxSpins must be a whole number from 1 to ${MAX_FEATURE_SPINS}`,
    );
    check(
      isWhole(freeSpins.multiplier) && freeSpins.multiplier >= 1,
      'free spins multiplier must be whole, ≥ 1',
    );
  }

  if (megaways) {
    check(pays.kind === 'ways', 'megaways needs ways pays');
    check(
      megaways.heights.length >= 1 && megaways.heights.length === megaways.weights.length,
      'megaways needs one weight per height',
    );
    check(
      megaways.heights.every((height) => isWhole(height) && height >= 1 && height <= rows),
      `megaways heights must be whole numbers from 1 to rows (${rows})`,
    );
    check(isWeightList(megaways.weights), 'megaways weights must be whole numbers with a positive sum');
  }

  if (bonusBuy) {
    check(freeSpins !== undefined, 'a bonus buy needs free spins');
    check(
      isWhole(bonusBuy.priceCoins) && bonusBuy.priceCoins >= 1,
      'bonus buy price must be whole coins ≥ 1',
    );
    check(isWhole(bonusBuy.spins) && bonusBuy.spins >= 1, 'bonus buy spins must be a whole number ≥ 1');
  }

  if (drops) {
    check(
      isWhole(drops.outOf) && drops.outOf >= 1 && drops.outOf <= MAX_DRAW_RANGE,
      'drops outOf must be a whole number from 1 to 2^32',
    );
    check(
      isWhole(drops.hits) && drops.hits >= 0 && drops.hits <= drops.outOf,
      'drops hits must be 0 to outOf',
    );
    check(drops.prizes.length >= 1, 'drops need at least one prize');
    check(
      drops.prizes.every((prize) => isWhole(prize.coins) && prize.coins >= 0),
      'drop prizes are whole coins',
    );
    check(
      isWeightList(drops.prizes.map((prize) => prize.weight)),
      'drop prize weights must be whole, sum > 0',
    );
  }
  return problems;

  function checkStrips(name: string, strips: readonly (readonly string[])[]): void {
    check(strips.length === reels, `${name} needs one strip per reel`);
    strips.forEach((strip, reel) => {
      check(
        strip.length >= tallest && strip.length <= MAX_DRAW_RANGE,
        `${name}[${reel}] must hold at least ${tallest} symbols`,
      );
      const unknown = strip.filter((id) => !ids.has(id));
      check(
        unknown.length === 0,
        `${name}[${reel}] uses unknown symbols ${[...new Set(unknown)].join(', ')}`,
      );
    });
  }
}

function isWhole(value: number): boolean {
  return Number.isSafeInteger(value);
}

function isWeightList(weights: readonly number[]): boolean {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.every((weight) => isWhole(weight) && weight >= 0) && sum >= 1 && sum <= MAX_DRAW_RANGE;
}
