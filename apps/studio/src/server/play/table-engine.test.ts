import { createRandomStream } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import {
  applyTableAction,
  finishByTimeout,
  isTableRoundOpen,
  publicTableOutcome,
  startBlackjackRound,
  startMinesRound,
  startVideoPokerRound,
  tableStaked,
  tableWin,
  type SteppedOutcome,
} from './table-engine.ts';

const stream = (nonce: number) =>
  createRandomStream({ serverSeed: 'a'.repeat(64), clientSeed: 'table', nonce });

/** The first nonce whose blackjack deal waits for the player. */
function openBlackjack(bet: number): SteppedOutcome {
  for (let nonce = 0; ; nonce += 1) {
    const outcome = startBlackjackRound(stream(nonce), bet);
    if (isTableRoundOpen(outcome)) return outcome;
  }
}

describe('table rounds in steps', () => {
  it('hide the hole card, the deck and the mines while played, and show them once over', () => {
    const blackjack = openBlackjack(100);
    const shown = publicTableOutcome(blackjack);
    expect(shown.kind === 'blackjack' && shown.view.shoe).toBeNull();
    expect(shown.kind === 'blackjack' && shown.view.dealer[1]).toBeNull();
    const poker = startVideoPokerRound(stream(1), { coins: 5, coinValue: 20 });
    const pokerShown = publicTableOutcome(poker);
    expect(pokerShown.kind === 'video-poker' && pokerShown.view.deck).toBeNull();
    const mines = startMinesRound(stream(2), 3, 100, 0.01);
    const minesShown = publicTableOutcome(mines);
    expect(minesShown.kind === 'mines' && minesShown.view.minePositions).toBeNull();

    const drawn = applyTableAction(poker, { kind: 'video-poker', held: [false, false, false, false, false] });
    const drawnShown = publicTableOutcome(drawn);
    expect(drawnShown.kind === 'video-poker' && drawnShown.view.deck).toHaveLength(52);
  });

  it('count a blackjack round’s further stakes: a double adds the bet, insurance half of it', () => {
    const blackjack = openBlackjack(100);
    expect(tableStaked(blackjack)).toBe(100);
    if (blackjack.kind !== 'blackjack') throw new Error('not blackjack');
    if (blackjack.state.phase === 'insurance') {
      const insured = applyTableAction(blackjack, { kind: 'blackjack', action: 'insurance-yes' });
      expect(tableStaked(insured)).toBe(150);
    } else {
      const doubled = applyTableAction(blackjack, { kind: 'blackjack', action: 'double' });
      expect(tableStaked(doubled)).toBe(200);
      expect(isTableRoundOpen(doubled)).toBe(false);
    }
  });

  it('finish a left round by the documented rule, recording the rule’s moves', () => {
    const blackjack = finishByTimeout(openBlackjack(100));
    expect(blackjack?.closedBy).toBe('timeout');
    expect(blackjack && isTableRoundOpen(blackjack)).toBe(false);
    expect(
      blackjack?.kind === 'blackjack' &&
        blackjack.actions.every((a) => a === 'stand' || a === 'insurance-no'),
    ).toBe(true);

    const poker = finishByTimeout(startVideoPokerRound(stream(3), { coins: 5, coinValue: 20 }));
    expect(poker?.kind === 'video-poker' && poker.state.stage).toBe('done');
    expect(poker?.actions).toHaveLength(1);

    const untouched = startMinesRound(stream(4), 3, 100, 0.01);
    expect(finishByTimeout(untouched)).toBeNull();
    if (untouched.kind !== 'mines') throw new Error('not mines');
    const safe = [...Array(25).keys()].find(
      (cell) => !untouched.state.minePositions.includes(cell),
    ) as number;
    const revealed = applyTableAction(untouched, { kind: 'mines', action: { type: 'reveal', cell: safe } });
    const cashed = finishByTimeout(revealed);
    expect(cashed?.kind === 'mines' && cashed.state.status).toBe('cashed');
    expect(cashed && tableWin(cashed)).toBeGreaterThan(0);
  });
});
