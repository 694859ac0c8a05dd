import { describe, expect, it } from 'vitest';
import { cardCode, cardOfCode, shuffledShoe, type Card } from '../cards/cards.ts';
import { createRandomStream } from '../fairness/random-stream.ts';
import { BACCARAT_BANKER_TABLEAU, baccaratPoints, baccaratTotal } from './baccarat-rules.ts';
import { dealBaccarat, startBaccarat, type BaccaratRound } from './baccarat-round.ts';

/** Cards in shoe order, from codes: player, banker, player, banker, then the third cards. */
const shoeOf = (codes: string): Card[] => codes.split(' ').map(cardOfCode);
const codesOf = (cards: readonly Card[]) => cards.map(cardCode).join(' ');
/** The code of a card of the given points: a ten for 0, an ace for 1. */
const cardOfPoints = (points: number) => `${'TA23456789'[points]}C`;

describe('card points', () => {
  it('counts aces 1, two to nine their face, tens and faces 0, and totals modulo 10', () => {
    expect(shoeOf('AS 2H 9D TC JS QH KD').map(baccaratPoints)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(baccaratTotal(shoeOf('9S 8H'))).toBe(7);
    expect(baccaratTotal(shoeOf('5S 5H KD'))).toBe(0);
  });
});

describe('a deal', () => {
  it('ends on a natural: neither hand draws', () => {
    const round = dealBaccarat(shoeOf('4S 2H 4H 3D 9C 9D'));
    expect(codesOf(round.player.cards)).toBe('4S 4H');
    expect(codesOf(round.banker.cards)).toBe('2H 3D');
    expect(round).toMatchObject({ outcome: 'player', natural: true });
    expect(round.player).toMatchObject({ total: 8, rule: 'natural' });
    expect(round.banker).toMatchObject({ total: 5, rule: 'natural' });
    expect(dealBaccarat(shoeOf('AS 9H AH TD 2C 2D'))).toMatchObject({ outcome: 'banker', natural: true });
  });

  it('lets the player draw on 0–5, and the banker follow the tableau with the player third card', () => {
    // Player 2 + 3 = 5 draws a 6; banker K + 4 = 4 draws on a 6 (row 4: 2–7).
    const round = dealBaccarat(shoeOf('2S KH 3H 4D 6C 5D 9S'));
    expect(codesOf(round.player.cards)).toBe('2S 3H 6C');
    expect(codesOf(round.banker.cards)).toBe('KH 4D 5D');
    expect(round.player).toMatchObject({ twoCardTotal: 5, total: 1, rule: 'player-draws-0-5' });
    expect(round.banker).toMatchObject({ twoCardTotal: 4, total: 9, rule: 'banker-tableau-draws' });
    expect(round).toMatchObject({ outcome: 'banker', natural: false });
  });

  it('lets the banker stand by the tableau', () => {
    // Banker 3 stands on a player third card of 8.
    const round = dealBaccarat(shoeOf('AS 2H TH AD 8C 5D'));
    expect(round.banker).toMatchObject({ cards: shoeOf('2H AD'), total: 3, rule: 'banker-tableau-stands' });
    expect(round.player.total).toBe(9);
  });

  it('lets the banker draw on 0–5 and stand on 6–7 when the player stood on 6–7', () => {
    const draws = dealBaccarat(shoeOf('6S 2H KH 3D 4C 9D'));
    expect(draws.player).toMatchObject({ cards: shoeOf('6S KH'), total: 6, rule: 'player-stands-6-7' });
    // The banker's third card is the fifth card of the shoe when the player stood.
    expect(draws.banker).toMatchObject({ cards: shoeOf('2H 3D 4C'), total: 9, rule: 'banker-draws-0-5' });
    const stands = dealBaccarat(shoeOf('7S 3H KH 3D 4C 9D'));
    expect(stands.banker).toMatchObject({ total: 6, rule: 'banker-stands-6-7' });
    expect(stands.outcome).toBe('player');
    expect(dealBaccarat(shoeOf('7S 4H KH 3D 4C 9D')).outcome).toBe('tie');
  });

  it('follows the printed tableau for every banker total and player third card', () => {
    // Rows for banker totals 0–7, columns the player's third card 0–9: D draws, S stands.
    const printed = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    printed.forEach((row, bankerTotal) => {
      [...row].forEach((expected, third) => {
        // Player T + T = 0 draws; banker T + card of `bankerTotal`.
        const cards = shoeOf(`TS TD TH ${cardOfPoints(bankerTotal)} ${cardOfPoints(third)} AS`);
        const { banker } = dealBaccarat(cards);
        expect(banker.rule, `banker ${bankerTotal}, third ${third}`).toBe(
          expected === 'D' ? 'banker-tableau-draws' : 'banker-tableau-stands',
        );
        expect(banker.cards).toHaveLength(expected === 'D' ? 3 : 2);
        expect(BACCARAT_BANKER_TABLEAU[bankerTotal]?.includes(third)).toBe(expected === 'D');
      });
    });
  });

  it('marks a pair when a hand’s first two cards have the same rank, not just the same points', () => {
    const pairs = dealBaccarat(shoeOf('QS 7H QH 7D 2C 2D'));
    expect(pairs).toMatchObject({ playerPair: true, bankerPair: true });
    // A third card does not make a pair, and ten with king is no pair.
    const none = dealBaccarat(shoeOf('TS 3H KH 4D TC 3D'));
    expect(none).toMatchObject({ playerPair: false, bankerPair: false });
  });

  it('refuses too few cards', () => {
    expect(() => dealBaccarat(shoeOf('2S KH 3H'))).toThrow(RangeError);
    expect(() => dealBaccarat(shoeOf('2S KH 3H 4D 6C'))).toThrow(RangeError);
  });
});

describe('a round', () => {
  const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };

  it('deals from the top of the eight-deck shoe the stream shuffles', () => {
    const round = startBaccarat(createRandomStream(seeds));
    expect(round).toEqual(dealBaccarat(shuffledShoe(createRandomStream(seeds), 8)));
  });

  it('is plain data that survives JSON', () => {
    const round = startBaccarat(createRandomStream(seeds));
    expect(JSON.parse(JSON.stringify(round)) as BaccaratRound).toEqual(round);
  });
});
