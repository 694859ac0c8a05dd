import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../shared/play-api.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';
import {
  BLACKJACK_TABLE_RULES,
  blackjackAnswer,
  blackjackRound,
  blackjackView,
} from './blackjack-fixtures.ts';
import { BlackjackGame } from './blackjack-game.tsx';
import { HINT_STORAGE_KEY } from './hint-setting.ts';

// The header's paytable dialog shows every game's rules (paytable/); this screen's own rules panel is tested
// in blackjack-rules.test.tsx. Leaving it out keeps this test to the table.
vi.mock('../paytable/info-content.tsx', () => ({ InfoContent: () => null }));

const DEAL = `POST /studio/api/sessions/${SESSION_ID}/blackjack`;
const ACT = `POST /studio/api/sessions/${SESSION_ID}/blackjack/action`;
const BETS = { currency: 'EUR', levels: [50, 100, 200], defaultBet: 100 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function openBlackjack(session: Partial<SessionView> = {}) {
  render(
    <BlackjackGame
      session={sessionView({ gameId: 'blackjack-classic', bets: BETS, ...session })}
      details={gameDetails(BLACKJACK_TABLE_RULES, 'blackjack-classic')}
      rules={BLACKJACK_TABLE_RULES}
      onFatal={vi.fn()}
    />,
  );
  return userEvent.setup();
}

const cardNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('img')
    .map((card) => card.getAttribute('aria-label'));

describe('the blackjack screen', () => {
  it('deals, hints, takes a decision by key and shows each hand’s result, the total win and the balance', async () => {
    const server = mockStudioServer({
      // Player 10♠ 6♥ against the dealer's 9♣, 8♦ in the hole; the hit draws the 5♦.
      [DEAL]: { body: blackjackAnswer(blackjackView(['TS', '9C', '6H', '8D', '5D']), 99_900) },
      [ACT]: { body: blackjackAnswer(blackjackView(['TS', '9C', '6H', '8D', '5D'], ['hit']), 100_100) },
    });
    const user = openBlackjack();
    const status = screen.getByTestId('blackjack-status');
    expect(status).toHaveTextContent('Choose your bet and press Deal.');
    expect(screen.getByRole('group', { name: 'Bet' })).toHaveTextContent('€1.00');

    const hint = screen.getByRole('switch', { name: 'Hint' });
    expect(hint).toHaveAttribute('aria-checked', 'false');
    await user.click(hint);
    expect(hint).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(HINT_STORAGE_KEY)).toBe('on');

    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(status).toHaveTextContent('Your hand: 16. Dealer shows 9.'));
    expect(cardNames(screen.getByTestId('dealer'))).toEqual(['Nine of clubs', 'face-down card']);
    expect(cardNames(screen.getByTestId('hand-0'))).toEqual(['Ten of spades', 'Six of hearts']);
    expect(screen.getByTestId('hand-0-total')).toHaveTextContent('16');
    expect(screen.getByTestId('balance')).toHaveTextContent('€999.00');

    const moves = screen.getByRole('group', { name: 'Your move' });
    // The hinted decision wears a star (hidden from screen readers, which hear the hint in words).
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['★Hit', 'Stand', 'Double+€1.00']);
    expect(within(moves).getByRole('button', { name: 'Double: costs €1.00 more' })).toBeEnabled();
    // Basic strategy hits 16 against a 9: said in words and marked on the button.
    expect(screen.getByTestId('blackjack-hint')).toHaveTextContent('Basic strategy: Hit');
    expect(within(moves).getByRole('button', { name: 'Hit' })).toHaveAttribute('data-hinted', 'true');

    await user.keyboard('h');
    await waitFor(() => expect(status).toHaveTextContent('Dealer has 17. Total win: €2.00.'));
    expect(status).toHaveTextContent('Your hand: Win, pays €2.00.');
    expect(screen.getByTestId('hand-0-result')).toHaveTextContent('Win · €2.00');
    expect(screen.getByTestId('hand-0-total')).toHaveTextContent('21');
    expect(cardNames(screen.getByTestId('dealer'))).toEqual(['Nine of clubs', 'Eight of diamonds']);
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,001.00');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€2.00');
    expect(server.calls.map((call) => call.body)).toEqual([{ bet: 100 }, { action: 'hit' }]);
    // The round is over: the bet and Deal are back, the hint has nothing to say.
    expect(screen.queryByRole('group', { name: 'Your move' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
    expect(screen.getByTestId('blackjack-hint')).toBeEmptyDOMElement();
  });

  it('opens straight into a hand left half-played, with insurance the balance cannot cover', async () => {
    const offered = blackjackView(['TS', 'AC', '9H', '7D']);
    const server = mockStudioServer({
      [ACT]: { body: blackjackAnswer(blackjackView(['TS', 'AC', '9H', '7D'], ['insurance-no']), 30) },
    });
    const user = openBlackjack({ balance: 30, unfinishedRound: blackjackRound(offered) });

    expect(screen.getByText('Your hand continues')).toBeInTheDocument();
    expect(screen.getByTestId('blackjack-status')).toHaveTextContent(
      'The dealer shows an ace. Insurance costs €0.50 and pays 2:1 if the dealer has blackjack.',
    );
    expect(screen.getByTestId('dealer-total')).toHaveTextContent('Soft 11');
    expect(screen.getByRole('button', { name: 'Insurance: costs €0.50 more' })).toBeDisabled();
    expect(screen.getByText('Your balance does not cover the extra bet.')).toBeInTheDocument();
    // No dealing while a hand is open: the bar holds the decisions.
    expect(screen.queryByRole('button', { name: 'Deal' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'No insurance' }));
    await waitFor(() =>
      expect(screen.getByTestId('blackjack-status')).toHaveTextContent(
        'Your hand: 19. Dealer shows Soft 11.',
      ),
    );
    expect(screen.queryByText('Your hand continues')).toBeNull();
    expect(server.calls.at(-1)?.body).toEqual({ action: 'insurance-no' });
  });

  it('deals with Space and splits with P into hands played one after the other', async () => {
    const pair = blackjackView(['8S', '9C', '8H', '7D', '3C', 'KD']);
    mockStudioServer({
      [DEAL]: { body: blackjackAnswer(pair, 99_900) },
      [ACT]: {
        body: blackjackAnswer(blackjackView(['8S', '9C', '8H', '7D', '3C', 'KD'], ['split']), 99_800),
      },
    });
    const user = openBlackjack();
    await user.keyboard(' ');
    const moves = await screen.findByRole('group', { name: 'Your move' });
    expect(within(moves).getByRole('button', { name: 'Split: costs €1.00 more' })).toHaveAttribute(
      'aria-keyshortcuts',
      'p',
    );

    await user.keyboard('p');
    await waitFor(() => expect(screen.getByTestId('hand-1')).toBeInTheDocument());
    const first = screen.getByRole('listitem', { name: 'Hand 1 of 2' });
    const second = screen.getByRole('listitem', { name: 'Hand 2 of 2' });
    // The first hand got its second card (3♣: 11) and is played now; the second waits with one card.
    expect(cardNames(first)).toEqual(['Eight of spades', 'Three of clubs']);
    expect(first).toHaveAttribute('aria-current', 'step');
    expect(within(first).getByText('Playing now')).toBeInTheDocument();
    expect(cardNames(second)).toEqual(['Eight of hearts']);
    expect(second).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('blackjack-status')).toHaveTextContent('Hand 1 of 2: 11. Dealer shows 9.');
    expect(screen.getByTestId('balance')).toHaveTextContent('€998.00');
  });
});
