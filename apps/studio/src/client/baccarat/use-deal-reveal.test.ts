import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealBaccarat } from '@casino/game-math';
import type { BaccaratDeal } from './baccarat-controller.ts';
import { BANKER_WINS, TIE_WITH_PLAYER_PAIR } from './baccarat-fixtures.ts';
import { cardsShown, dealOrder } from './deal-order.ts';
import { useDealReveal } from './use-deal-reveal.ts';

afterEach(() => vi.useRealTimers());

const deal = (quick = false): BaccaratDeal => ({
  id: 7,
  bets: { player: 100 },
  round: dealBaccarat(BANKER_WINS),
  quick,
});

describe('the deal order', () => {
  it('is player, banker, player, banker, then the third cards of the hands that drew', () => {
    const round = dealBaccarat(BANKER_WINS);
    expect(dealOrder(round).map(({ side, place }) => `${side}${place}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'player2',
      'banker2',
    ]);
    expect(cardsShown(round, 'banker', 3)).toEqual([round.banker.cards[0]]);
    expect(dealOrder(dealBaccarat(TIE_WITH_PLAYER_PAIR))).toHaveLength(5);
  });
});

describe('the reveal of a deal', () => {
  it('turns the cards one by one, then says the round can be shown', () => {
    vi.useFakeTimers();
    const onCardDealt = vi.fn();
    const onShown = vi.fn();
    const { result } = renderHook(() => useDealReveal(deal(), true, onCardDealt, onShown));
    expect(result.current).toBe(0);
    for (let card = 1; card <= 6; card += 1) {
      act(() => vi.advanceTimersByTime(380));
      expect(result.current).toBe(card);
    }
    expect(onCardDealt).toHaveBeenCalledTimes(6);
    expect(onCardDealt).toHaveBeenCalledWith(7);
    expect(onShown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(450));
    expect(onShown).toHaveBeenCalledWith(7);
  });

  it('shows every card at once under reduced motion, or when the player asks', () => {
    const onShown = vi.fn();
    const still = renderHook(() => useDealReveal(deal(), false, vi.fn(), onShown));
    expect(still.result.current).toBe(6);
    expect(onShown).toHaveBeenCalledWith(7);

    const quickShown = vi.fn();
    const quick = renderHook(() => useDealReveal(deal(true), true, vi.fn(), quickShown));
    expect(quick.result.current).toBe(6);
    expect(quickShown).toHaveBeenCalledWith(7);
  });

  it('waits for the answer before turning anything', () => {
    const onShown = vi.fn();
    const { result } = renderHook(() => useDealReveal({ ...deal(), round: null }, true, vi.fn(), onShown));
    expect(result.current).toBe(0);
    expect(onShown).not.toHaveBeenCalled();
  });
});
