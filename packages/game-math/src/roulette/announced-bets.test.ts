import { describe, expect, it } from 'vitest';
import { announcedBets, ROULETTE_ANNOUNCED_BETS, type RouletteAnnouncedBet } from './announced-bets.ts';
import { validateInsidePosition } from './inside-positions.ts';
import { EUROPEAN_WHEEL_ORDER } from './roulette-wheel.ts';

/** The pockets of the wheel from `from` to `to` clockwise, ascending. */
function sector(from: number, to: number): number[] {
  const start = EUROPEAN_WHEEL_ORDER.indexOf(from);
  const length = ((EUROPEAN_WHEEL_ORDER.indexOf(to) - start + 37) % 37) + 1;
  return Array.from({ length }, (_, i) => EUROPEAN_WHEEL_ORDER[(start + i) % 37] as number).sort(
    (a, b) => a - b,
  );
}

const covered = (name: RouletteAnnouncedBet) =>
  [...new Set(ROULETTE_ANNOUNCED_BETS[name].flatMap(({ position }) => position.numbers))].sort(
    (a, b) => a - b,
  );
const units = (name: RouletteAnnouncedBet) =>
  ROULETTE_ANNOUNCED_BETS[name].reduce((sum, chips) => sum + chips.units, 0);

describe('announced bets', () => {
  it('cover their sectors of the wheel with the traditional number of chips', () => {
    expect(covered('voisins-du-zero')).toEqual(sector(22, 25));
    expect(covered('voisins-du-zero')).toHaveLength(17);
    expect(covered('tiers-du-cylindre')).toEqual(sector(27, 33));
    expect(covered('tiers-du-cylindre')).toHaveLength(12);
    expect(covered('jeu-zero')).toEqual(sector(12, 15));
    expect(covered('jeu-zero')).toHaveLength(7);
    expect(units('voisins-du-zero')).toBe(9);
    expect(units('tiers-du-cylindre')).toBe(6);
    expect(units('orphelins')).toBe(5);
    expect(units('jeu-zero')).toBe(4);
  });

  it('leave the orphelins the 8 pockets voisins and tiers do not cover', () => {
    const others = new Set([...covered('voisins-du-zero'), ...covered('tiers-du-cylindre')]);
    const rest = EUROPEAN_WHEEL_ORDER.filter((number) => !others.has(number)).sort((a, b) => a - b);
    expect(covered('orphelins')).toEqual(rest);
    expect(rest).toHaveLength(8);
  });

  it('are made of legal inside positions', () => {
    for (const chips of Object.values(ROULETTE_ANNOUNCED_BETS))
      for (const { position } of chips)
        expect(validateInsidePosition(position.kind, position.numbers)).toBeNull();
  });

  it('place units of an amount', () => {
    const bets = announcedBets('voisins-du-zero', 50);
    expect(bets[0]).toEqual({ kind: 'street', numbers: [0, 2, 3], amount: 100 });
    expect(bets.reduce((sum, bet) => sum + bet.amount, 0)).toBe(450);
    expect(() => announcedBets('voisins-du-zero', 0)).toThrow(RangeError);
    expect(() => announcedBets('le-tout' as RouletteAnnouncedBet, 10)).toThrow(RangeError);
  });
});
