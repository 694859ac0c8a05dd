import { useEffect, useState } from 'react';
import type { BaccaratDeal } from './baccarat-controller.ts';
import { dealOrder } from './deal-order.ts';

/** The pause before each card is turned, and after the last before the result shows, ms. */
const CARD_MS = 380;
const SETTLE_MS = 450;

/**
 * How many of the deal's cards are on the table: they come one by one once the answer is in, then `onShown`
 * says the round can show its result. Without motion, or once the player asked for it, every card at once.
 */
export function useDealReveal(
  deal: BaccaratDeal | null,
  motion: boolean,
  onCardDealt: (id: number) => void,
  onShown: (id: number) => void,
): number {
  const [step, setStep] = useState<{ readonly id: number; readonly count: number } | null>(null);
  const id = deal?.id ?? null;
  const round = deal?.round ?? null;
  const instant = !motion || (deal?.quick ?? false);
  const cards = round ? dealOrder(round).length : 0;
  const count = step !== null && step.id === id ? step.count : 0;

  useEffect(() => {
    if (id === null || round === null) return;
    if (instant) {
      onShown(id);
      return;
    }
    if (count < cards) {
      const timer = setTimeout(
        () => {
          setStep({ id, count: count + 1 });
          onCardDealt(id);
        },
        count === 0 ? CARD_MS / 2 : CARD_MS,
      );
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => onShown(id), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [id, round, instant, count, cards, onCardDealt, onShown]);

  return instant ? cards : count;
}
