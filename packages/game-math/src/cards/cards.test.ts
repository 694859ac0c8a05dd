import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { cardCode, cardOfCode, deck, shoe, shuffledShoe } from './cards.ts';

describe('cards', () => {
  it('lays a deck out in a fixed order: spades, hearts, diamonds, clubs, each ace to king', () => {
    const codes = deck().map(cardCode);
    expect(codes).toHaveLength(52);
    expect(new Set(codes).size).toBe(52);
    expect(codes.slice(0, 13).join(' ')).toBe('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS');
    expect(codes.at(-1)).toBe('KC');
  });

  it('repeats the deck in a shoe and reads every code back', () => {
    expect(shoe(6)).toHaveLength(312);
    for (const card of deck()) expect(cardOfCode(cardCode(card))).toEqual(card);
    expect(() => cardOfCode('1S')).toThrow(RangeError);
    expect(() => cardOfCode('AX')).toThrow(RangeError);
  });

  it('shuffles a shoe from the stream: the same seeds give the same order, and every card stays', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 0 };
    const first = shuffledShoe(createRandomStream(seeds), 6).map(cardCode);
    expect(shuffledShoe(createRandomStream(seeds), 6).map(cardCode)).toEqual(first);
    expect([...first].sort()).toEqual(shoe(6).map(cardCode).sort());
    expect(first).not.toEqual(shoe(6).map(cardCode));
  });
});
