import { expect, it } from 'vitest';
import { blackjackAct, startBlackjack } from './blackjack-round.ts';
import { blackjackPlayerView } from './blackjack-view.ts';
import { stackedStream } from './stacked-stream.ts';

it('hides the hole card and the shoe until the round is over', () => {
  const state = startBlackjack(stackedStream(['TS', '6H', '7D', 'KC', '5S']), 100);
  const view = blackjackPlayerView(state);
  expect(view.shoe).toBeNull();
  expect(view.dealer).toEqual([{ rank: 6, suit: 'H' }, null]);
  expect(view.hands).toEqual(state.hands);
  expect(JSON.stringify(view)).not.toContain('"rank":13'); // the king in the hole

  const over = blackjackAct(state, 'stand');
  expect(blackjackPlayerView(over)).toEqual(over);
});
