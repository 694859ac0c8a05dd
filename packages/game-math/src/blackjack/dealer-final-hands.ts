/**
 * Every way the dealer's hand can end from an up card, grouped by the cards drawn. Drawing without
 * replacement, any one order of a set of cards has the same chance, Π (cards of each value left)_(drawn of it)
 * / (cards left)_(drawn) with (n)_k the falling factorial, so the chance of a final hand is that times the
 * number of orders in which the dealer draws exactly those cards (each order must not stop early, and the hole
 * card must be one the peek allows). The orders depend on the rules only, so they are counted once here and
 * the analysis values them against any composition of the shoe.
 */
import { BLACKJACK_TOTAL, valueOfPoints } from './hand-value.ts';
import { DEALER_STANDS_ON } from './blackjack-rules.ts';

/**
 * The final dealer hands of one up card, as parallel arrays. The cards a hand draws are a path in a tree
 * whose nodes are (points, how many cards of those points), highest points first, so that hands drawing the
 * same high cards share the product of their chances; a node's parent always comes before it.
 */
export interface DealerFinalHands {
  /** Outcome slot of each hand: totals 17–21 at 0–4, bust at 5. */
  readonly slots: Int8Array;
  /** Number of orders of the drawn cards that the dealer can draw them in. */
  readonly orders: Float64Array;
  /** Cards drawn (hole card included). */
  readonly drawn: Int8Array;
  /** The tree node of each hand's last (lowest) points. */
  readonly handNodes: Int32Array;
  /** Each node's parent node, −1 for the first points of a hand. */
  readonly nodeParents: Int32Array;
  readonly nodePoints: Int8Array;
  readonly nodeCounts: Int8Array;
  /** The most cards of one value any hand draws. */
  readonly mostOfOneValue: number;
  /** The most cards any hand draws. */
  readonly mostDrawn: number;
}

/** Outcome slot of a dealer bust. */
export const DEALER_BUST_SLOT = 5;
const ACE = 1;
const TEN = 10;

/** The hole card a peek rules out: a ten-value card under an ace, an ace under a ten; 0 for none. */
export function peekedOutHoleCard(upPoints: number): number {
  return upPoints === ACE ? TEN : upPoints === TEN ? ACE : 0;
}

const cache = new Map<number, DealerFinalHands>();

/** The dealer's final hands from an up card (points 1–10), the hole card being one the peek allows. */
export function dealerFinalHands(upPoints: number): DealerFinalHands {
  const known = cache.get(upPoints);
  if (known) return known;
  const byCards = new Map<string, { slot: number; orders: number; counts: number[] }>();
  const counts = new Array<number>(11).fill(0);
  const excluded = peekedOutHoleCard(upPoints);

  function draw(points: number, hasAce: boolean, drawn: number): void {
    const { total } = valueOfPoints(points, hasAce);
    if (drawn > 0 && total >= DEALER_STANDS_ON) {
      const key = counts.join(',');
      const known = byCards.get(key);
      if (known) known.orders += 1;
      else
        byCards.set(key, {
          slot: total > BLACKJACK_TOTAL ? DEALER_BUST_SLOT : total - DEALER_STANDS_ON,
          orders: 1,
          counts: [...counts],
        });
      return;
    }
    for (let next = 1; next <= 10; next += 1) {
      if (drawn === 0 && next === excluded) continue;
      counts[next] = (counts[next] as number) + 1;
      draw(points + next, hasAce || next === ACE, drawn + 1);
      counts[next] = (counts[next] as number) - 1;
    }
  }
  draw(upPoints, upPoints === ACE, 0);

  const hands = [...byCards.values()];
  const nodes = new Map<string, number>();
  const nodeParents: number[] = [];
  const nodePoints: number[] = [];
  const nodeCounts: number[] = [];
  const handNodes = hands.map(({ counts }) => {
    let node = -1;
    let path = '';
    for (let points = 10; points >= 1; points -= 1) {
      const count = counts[points] as number;
      if (count === 0) continue;
      path += `${points}x${count} `;
      const known = nodes.get(path);
      if (known === undefined) {
        nodes.set(path, nodeParents.length);
        nodeParents.push(node);
        nodePoints.push(points);
        nodeCounts.push(count);
        node = nodeParents.length - 1;
      } else node = known;
    }
    return node;
  });
  const drawnCounts = hands.map(({ counts }) => counts.reduce((sum, count) => sum + count, 0));
  const finals: DealerFinalHands = {
    slots: Int8Array.from(hands, ({ slot }) => slot),
    orders: Float64Array.from(hands, ({ orders }) => orders),
    drawn: Int8Array.from(drawnCounts),
    handNodes: Int32Array.from(handNodes),
    nodeParents: Int32Array.from(nodeParents),
    nodePoints: Int8Array.from(nodePoints),
    nodeCounts: Int8Array.from(nodeCounts),
    mostOfOneValue: Math.max(...nodeCounts),
    mostDrawn: Math.max(...drawnCounts),
  };
  cache.set(upPoints, finals);
  return finals;
}
