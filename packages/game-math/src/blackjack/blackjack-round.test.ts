import { describe, expect, it } from 'vitest';
import { cardCode, shuffledShoe } from '../cards/cards.ts';
import { createRandomStream } from '../fairness/random-stream.ts';
import {
  BLACKJACK_MAX_BET,
  blackjackAct,
  blackjackLegalActions,
  startBlackjack,
  validateBlackjackAction,
  validateBlackjackBet,
} from './blackjack-round.ts';
import { settleBlackjack } from './blackjack-settlement.ts';
import type { BlackjackAction, BlackjackState } from './blackjack-state.ts';
import { stackedStream } from './stacked-stream.ts';

/** A round whose shoe starts with these cards: player, dealer up, player, dealer hole, then as play asks. */
const round = (codes: string, bet = 100) => startBlackjack(stackedStream(codes.split(' ')), bet);
const play = (state: BlackjackState, ...actions: BlackjackAction[]) => actions.reduce(blackjackAct, state);
const codes = (cards: BlackjackState['dealer']) => cards.map(cardCode).join(' ');
const results = (state: BlackjackState) =>
  state.settlement?.hands.map(({ result, stake, payout }) => `${result} ${stake} ${payout}`);

describe('the deal', () => {
  it('shuffles six decks with the round’s only draw and deals player, up card, player, hole card', () => {
    const seeds = { serverSeed: 'deal', clientSeed: 'order', nonce: 3 };
    const stream = createRandomStream(seeds);
    const state = startBlackjack(stream, 100);
    const reference = createRandomStream(seeds);
    const shoe = shuffledShoe(reference, 6);
    expect(state.shoe).toEqual(shoe);
    expect(stream.bytesUsed).toBe(reference.bytesUsed);
    expect(state.hands[0]?.cards).toEqual([shoe[0], shoe[2]]);
    expect(state.dealer).toEqual([shoe[1], shoe[3]]);
    expect(state.dealt).toBe(4);
  });

  it('checks the bet', () => {
    expect(validateBlackjackBet(1)).toBeNull();
    expect(validateBlackjackBet(BLACKJACK_MAX_BET)).toBeNull();
    for (const bet of [0, -5, 2.5, Number.NaN, BLACKJACK_MAX_BET + 1])
      expect(validateBlackjackBet(bet)).toBe('bet-not-positive-integer');
    expect(() => round('TS 6H 7D KC', 0)).toThrow(RangeError);
  });

  it('is plain data that replays from the seeds and the actions', () => {
    const seeds = { serverSeed: 'replay', clientSeed: 'player', nonce: 9 };
    const first = startBlackjack(createRandomStream(seeds), 250);
    const second = startBlackjack(createRandomStream(seeds), 250);
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});

describe('playing a hand', () => {
  it('stands and lets the dealer draw to 17 or more', () => {
    const state = play(round('TS 6H 7D KC 5S'), 'stand');
    expect(state.phase).toBe('over');
    expect(codes(state.dealer)).toBe('6H KC 5S');
    expect(state.dealt).toBe(5);
    expect(results(state)).toEqual(['lose 100 0']);
  });

  it('has the dealer stand on soft 17', () => {
    const state = play(round('TS 6H 8D AC 5S'), 'stand');
    expect(codes(state.dealer)).toBe('6H AC');
    expect(state.settlement?.dealerTotal).toBe(17);
    expect(results(state)).toEqual(['win 100 200']);
  });

  it('pushes on equal totals', () => {
    expect(results(play(round('TS 8H 8D KC'), 'stand'))).toEqual(['push 100 100']);
  });

  it('hits, finishes a hand at 21 by itself, and pays a win 1:1', () => {
    const state = play(round('5S 9H 6D TC 2S 8H 9C'), 'hit', 'hit');
    expect(codes(state.hands[0]?.cards ?? [])).toBe('5S 6D 2S 8H');
    expect(state.phase).toBe('over');
    expect(codes(state.dealer)).toBe('9H TC');
    expect(results(state)).toEqual(['win 100 200']);
  });

  it('ends a bust round without the dealer drawing', () => {
    const state = play(round('TS 7H 6D TC KH 4S'), 'hit');
    expect(state.phase).toBe('over');
    expect(codes(state.dealer)).toBe('7H TC');
    expect(results(state)).toEqual(['bust 100 0']);
  });

  it('doubles on two cards: twice the stake, one card', () => {
    const state = play(round('6S 6H 5D TC TS 2C'), 'double');
    expect(state.hands[0]).toMatchObject({ stake: 200, doubled: true, finished: true });
    expect(codes(state.hands[0]?.cards ?? [])).toBe('6S 5D TS');
    expect(codes(state.dealer)).toBe('6H TC 2C');
    expect(results(state)).toEqual(['win 200 400']);
    expect(state.settlement).toMatchObject({ staked: 200, paid: 400 });
  });

  it('names what cannot be played', () => {
    const state = round('TS 6H KD TC 5S');
    expect(validateBlackjackAction(state, 'surrender')).toBe('unknown-action');
    expect(validateBlackjackAction(state, 'insurance-yes')).toBe('insurance-not-offered');
    // Two ten-value cards of different ranks are not a pair.
    expect(validateBlackjackAction(state, 'split')).toBe('split-needs-a-pair');
    expect(blackjackLegalActions(state)).toEqual(['hit', 'stand', 'double']);
    const hit = round('5S 6H 4D TC 2S');
    expect(validateBlackjackAction(play(hit, 'hit'), 'double')).toBe('double-needs-two-cards');
    const over = play(state, 'stand');
    expect(validateBlackjackAction(over, 'hit')).toBe('round-over');
    expect(blackjackLegalActions(over)).toEqual([]);
    expect(() => blackjackAct(over, 'hit')).toThrow(RangeError);
    expect(() => blackjackAct(state, 'split')).toThrow(/split-needs-a-pair/);
  });

  it('settles only a finished round', () => {
    const state = round('TS 6H 7D KC 5S');
    expect(() => settleBlackjack(state)).toThrow(RangeError);
    const over = play(state, 'stand');
    expect(settleBlackjack(over)).toEqual(over.settlement);
  });
});

describe('splitting', () => {
  it('splits pairs up to four hands, deals each split hand its second card in turn, and allows doubles', () => {
    let state = round('8S 6H 8D TC 3S KH 8C 2D 8H 9S 8S 4D');
    expect(blackjackLegalActions(state)).toEqual(['hit', 'stand', 'double', 'split']);
    state = play(state, 'split');
    expect(state.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3S', '8D']);
    state = play(state, 'double');
    expect(state.activeHand).toBe(1);
    expect(state.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3S KH', '8D 8C']);
    state = play(state, 'split', 'stand', 'split', 'stand');
    expect(state.hands.map((hand) => codes(hand.cards))).toEqual(['8S 3S KH', '8D 2D', '8C 9S', '8H 8S']);
    expect(state.activeHand).toBe(3);
    expect(validateBlackjackAction(state, 'split')).toBe('split-limit-reached');
    expect(blackjackLegalActions(state)).toEqual(['hit', 'stand', 'double']);
    state = play(state, 'stand');
    expect(codes(state.dealer)).toBe('6H TC 4D');
    expect(results(state)).toEqual(['win 200 400', 'lose 100 0', 'lose 100 0', 'lose 100 0']);
    expect(state.settlement).toMatchObject({ staked: 500, paid: 400 });
  });

  it('gives split aces one card each, never resplits them, and pays their 21 as a plain win', () => {
    const state = play(round('AS 6H AD TC KH AC 2S'), 'split');
    expect(state.phase).toBe('over');
    expect(state.hands.map((hand) => codes(hand.cards))).toEqual(['AS KH', 'AD AC']);
    expect(codes(state.dealer)).toBe('6H TC 2S');
    expect(results(state)).toEqual(['win 100 200', 'lose 100 0']);
  });

  it('finishes a split hand that makes 21 and moves on', () => {
    const state = play(round('KS 6H KD 9C AS 5D'), 'split');
    expect(state.hands.map((hand) => codes(hand.cards))).toEqual(['KS AS', 'KD 5D']);
    expect(state.activeHand).toBe(1);
  });
});

describe('naturals, peek and insurance', () => {
  it('pays a player blackjack 3:2, floored, without the dealer drawing', () => {
    const state = round('AS 9H KD 7C', 5);
    expect(state.phase).toBe('over');
    expect(state.dealer).toHaveLength(2);
    expect(results(state)).toEqual(['blackjack 5 12']);
  });

  it('ends the round at the peek when a ten-value up card hides an ace', () => {
    const state = round('TS KH 9D AC');
    expect(state.phase).toBe('over');
    expect(state.settlement?.dealerBlackjack).toBe(true);
    expect(results(state)).toEqual(['lose 100 0']);
  });

  it('pays a player blackjack at once when the dealer peeks and finds none', () => {
    expect(results(round('AS TH KD 7C'))).toEqual(['blackjack 100 250']);
  });

  it('offers insurance first when the dealer shows an ace; it pays 2:1 on a dealer blackjack', () => {
    const state = round('TS AH 9D KC', 101);
    expect(state.phase).toBe('insurance');
    expect(blackjackLegalActions(state)).toEqual(['insurance-yes', 'insurance-no']);
    expect(validateBlackjackAction(state, 'hit')).toBe('insurance-decision-pending');
    const insured = play(state, 'insurance-yes');
    expect(insured.phase).toBe('over');
    expect(results(insured)).toEqual(['lose 101 0']);
    expect(insured.settlement).toMatchObject({
      insuranceStake: 50,
      insurancePayout: 150,
      staked: 151,
      paid: 150,
    });
  });

  it('loses the insurance when the dealer has no blackjack and plays on', () => {
    let state = play(round('TS AH 9D 6C 5S'), 'insurance-yes');
    expect(state.phase).toBe('player');
    expect(state.insurance).toBe('taken');
    state = play(state, 'stand');
    expect(codes(state.dealer)).toBe('AH 6C');
    expect(results(state)).toEqual(['win 100 200']);
    expect(state.settlement).toMatchObject({
      insuranceStake: 50,
      insurancePayout: 0,
      staked: 150,
      paid: 200,
    });
  });

  it('pushes a player blackjack against a dealer blackjack', () => {
    const state = play(round('AS AH KD QC'), 'insurance-no');
    expect(results(state)).toEqual(['push 100 100']);
    expect(state.insurance).toBe('declined');
  });

  it('does not offer insurance when half the bet is less than one minor unit', () => {
    const state = round('TS AH 9D 6C', 1);
    expect(state.insurance).toBe('not-offered');
    expect(state.phase).toBe('player');
  });
});
