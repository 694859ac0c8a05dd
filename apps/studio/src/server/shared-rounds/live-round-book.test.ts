import { scheduledRound } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import type { LiveBets } from '../../shared/live-api.ts';
import { createLiveRoundBook } from './live-round-book.ts';

const round = scheduledRound({ bettingMs: 10_000, closedMs: 5_000, resultMs: 5_000, pauseMs: 2_000 }, 0, 3);
const red: LiveBets = { kind: 'roulette', bets: [{ kind: 'red', amount: 100 }] };
const zero: LiveBets = { kind: 'roulette', bets: [{ kind: 'straight', numbers: [0], amount: 10 }] };
const placement = (id: string, playerKey: string, bets: LiveBets = red, currency = 'EUR') => ({
  id,
  playerKey,
  currency,
  bets,
  stake: 100,
});

describe('a live round’s book', () => {
  it('takes placements only inside the betting window, by the server’s clock', () => {
    const book = createLiveRoundBook(round);
    expect(book.place(placement('a', 'p1'), round.opensAt - 1)).toEqual({ refused: 'BETTING_CLOSED' });
    expect(book.place(placement('b', 'p2'), round.opensAt)).toHaveProperty('bet');
    expect(book.place(placement('c', 'p3'), round.closesAt - 1)).toHaveProperty('bet');
    expect(book.place(placement('d', 'p4'), round.closesAt)).toEqual({ refused: 'BETTING_CLOSED' });
  });

  it('takes one placement a player; a refused one gives the turn back', () => {
    const book = createLiveRoundBook(round);
    book.place(placement('a', 'p1'), round.opensAt);
    expect(book.place(placement('b', 'p1'), round.opensAt + 1)).toEqual({ refused: 'ALREADY_BET' });
    book.refuse('a');
    expect(book.betOf('p1')).toBeUndefined();
    expect(book.place(placement('c', 'p1'), round.opensAt + 2)).toHaveProperty('bet');
  });

  it('opens a confirmed placement, and voids one still unconfirmed when the result is drawn', () => {
    const book = createLiveRoundBook(round);
    book.place(placement('a', 'p1'), round.opensAt);
    book.place(placement('b', 'p2'), round.opensAt);
    expect(book.confirm('a')).toBe('open');
    expect(book.voidUnconfirmed().map((bet) => bet.id)).toEqual(['b']);
    expect(book.confirm('b')).toBe('void');
    expect(book.place(placement('c', 'p3'), round.opensAt + 1)).toEqual({ refused: 'BETTING_CLOSED' });
  });

  it('settles the open placements on the result with the single-player game’s payouts', () => {
    const book = createLiveRoundBook(round);
    book.place(placement('a', 'p1', red), round.opensAt);
    book.place(placement('b', 'p2', zero), round.opensAt);
    book.confirm('a');
    book.confirm('b');
    const settled = book.settle({ kind: 'roulette', number: 0 });
    expect(settled.map((bet) => [bet.id, bet.state, bet.payout])).toEqual([
      ['a', 'settled', 0],
      ['b', 'settled', 360],
    ]);
  });

  it('counts players and stakes by currency on each spot, confirmed placements only', () => {
    const book = createLiveRoundBook(round);
    book.place(placement('a', 'p1', red), round.opensAt);
    book.place(placement('b', 'p2', red, 'USD'), round.opensAt);
    book.place(placement('c', 'p3', zero), round.opensAt);
    book.confirm('a');
    book.confirm('b');
    expect(book.spots()).toEqual([
      {
        key: 'red',
        spot: { kind: 'roulette', position: { kind: 'red' } },
        players: 2,
        totals: { EUR: 100, USD: 100 },
      },
    ]);
  });
});
