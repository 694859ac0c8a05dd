import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../shared/play-api.ts';
import { MessagesProvider, type Language } from '../i18n/index.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer, type MockAnswer } from '../test-support/studio-fetch-mock.ts';
import { HINT_STORAGE_KEY } from './hint-setting.ts';
import { answerOf, dealtRound, drawnRound, VIDEO_POKER_RULES } from './video-poker-fixtures.ts';
import { VideoPokerGame } from './video-poker-game.tsx';
import { VideoPokerRulesPanel } from './video-poker-rules.tsx';

// The header's tools open the paytable dialog, which loads every game's rules panel; the header has its own
// tests, and this screen's are kept to the table.
vi.mock('../game/game-header.tsx', () => ({ GameHeader: () => null }));

const DEAL = `POST /studio/api/sessions/${SESSION_ID}/video-poker`;
const DRAW = `POST /studio/api/sessions/${SESSION_ID}/video-poker/draw`;
const DEALT = ['KH', 'KS', '7D', '2C', '9S'];
const HELD = [true, true, false, false, false];
const FINAL = ['KH', 'KS', 'KD', '4C', 'JS'];
const DETAILS = gameDetails(VIDEO_POKER_RULES, 'jacks-or-better');

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function openGame(
  routes: Record<string, MockAnswer | MockAnswer[]> = {},
  session: Partial<SessionView> = {},
  language: Language = 'en',
) {
  const server = mockStudioServer(routes);
  const onFatal = vi.fn();
  const user = userEvent.setup();
  render(
    <MessagesProvider language={language}>
      <VideoPokerGame
        session={sessionView({ gameId: 'jacks-or-better', ...session })}
        details={DETAILS}
        rules={VIDEO_POKER_RULES}
        onFatal={onFatal}
      />
    </MessagesProvider>,
  );
  return { server, user, onFatal };
}

const holdButtons = () => screen.getAllByRole('button', { name: /^Hold card/ });
const currentColumn = () =>
  within(screen.getByTestId('pay-table'))
    .getAllByRole('columnheader')
    .find((cell) => cell.getAttribute('aria-current') === 'true');

describe('the video poker screen', () => {
  it('deals, holds the chosen cards, draws and pays by the pay table', async () => {
    const dealt = dealtRound(DEALT);
    const { server, user } = openGame({
      [DEAL]: { body: answerOf(dealt, 99_900) },
      [DRAW]: { body: answerOf(drawnRound(dealt, FINAL, HELD), 100_200) },
    });

    // The pay table is on screen, the bet's column (5 coins) marked.
    expect(within(screen.getByTestId('pay-table')).getByText('Royal flush')).toBeInTheDocument();
    expect(within(screen.getByTestId('pay-table')).getByText('4,000')).toBeInTheDocument();
    expect(currentColumn()).toHaveTextContent('Coins bet: 5');
    expect(screen.getByTestId('stake')).toHaveTextContent('€1.00');

    await user.click(screen.getByRole('button', { name: 'Deal' }));
    expect(
      await screen.findByText('Dealt: Jacks or better. Hold the cards you want, then draw.'),
    ).toBeVisible();
    expect(screen.getByTestId('balance')).toHaveTextContent('€999.00');
    expect(server.calls.at(-1)?.body).toEqual({ coins: 5, coinValue: 20 });

    const holds = holdButtons();
    expect(holds).toHaveLength(5);
    expect(holds[0]).toHaveAccessibleName('Hold card 1: King of hearts');
    // The card or its Hold label, and key 2.
    await user.click(holds[0] as HTMLElement);
    await user.keyboard('2');
    expect(holds[0]).toHaveAttribute('aria-pressed', 'true');
    expect(holds[1]).toHaveAttribute('aria-pressed', 'true');
    expect(holds[2]).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() =>
      expect(screen.getByTestId('round-status')).toHaveTextContent('Three of a kind: you win €3.00'),
    );
    expect(server.calls.at(-1)).toMatchObject({
      path: `/studio/api/sessions/${SESSION_ID}/video-poker/draw`,
    });
    expect(server.calls.at(-1)?.body).toEqual({ held: HELD });
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,002.00');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€3.00');
    // The final hand, the held cards said as such, and the winning row marked.
    expect(screen.getByRole('img', { name: 'King of diamonds' })).toBeInTheDocument();
    expect(within(screen.getByTestId('hand')).getAllByText('Held')).toHaveLength(2);
    const winningRow = screen.getByRole('row', { name: /winning hand/ });
    expect(winningRow).toHaveTextContent('Three of a kind');
    expect(screen.queryAllByRole('button', { name: /^Hold card/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
  });

  it('sets the coins with "bet one" and "max bet" and the coin value with its stepper', async () => {
    const { server, user } = openGame({
      [DEAL]: { body: answerOf(dealtRound(DEALT, { coins: 2, coinValue: 50 }), 99_900) },
    });
    await user.click(screen.getByRole('button', { name: 'Bet one' }));
    expect(screen.getByTestId('coins')).toHaveTextContent('1');
    expect(screen.getByTestId('stake')).toHaveTextContent('€0.20');
    expect(currentColumn()).toHaveTextContent('Coins bet: 1');

    await user.click(screen.getByRole('button', { name: 'Max bet' }));
    expect(screen.getByTestId('coins')).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Max bet' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Bet one' }));
    await user.click(screen.getByRole('button', { name: 'Bet one' }));
    await user.click(screen.getByRole('button', { name: 'Raise the coin value' }));
    expect(screen.getByTestId('coin-value')).toHaveTextContent('€0.50');
    expect(screen.getByTestId('stake')).toHaveTextContent('€1.00');

    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await screen.findAllByRole('button', { name: /^Hold card/ });
    expect(server.calls.at(-1)?.body).toEqual({ coins: 2, coinValue: 50 });
    // No bet change while the hand is played.
    expect(screen.getByRole('button', { name: 'Bet one' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Raise the coin value' })).toBeDisabled();
  });

  it('deals and draws with Space', async () => {
    const dealt = dealtRound(DEALT);
    const { server, user } = openGame({
      [DEAL]: { body: answerOf(dealt, 99_900) },
      [DRAW]: {
        body: answerOf(
          drawnRound(dealt, ['3H', '5S', '8D', '6C', 'QD'], [false, false, false, false, false]),
          99_900,
        ),
      },
    });
    await user.keyboard(' ');
    await screen.findAllByRole('button', { name: /^Hold card/ });
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveTextContent('No win this time'));
    expect(server.calls.map((call) => call.path)).toEqual([
      `/studio/api/sessions/${SESSION_ID}/video-poker`,
      `/studio/api/sessions/${SESSION_ID}/video-poker/draw`,
    ]);
    expect(server.calls.at(-1)?.body).toEqual({ held: [false, false, false, false, false] });
    expect(screen.queryByRole('row', { name: /winning hand/ })).toBeNull();
  });

  it('opens on a hand left unfinished and lets the player finish it', async () => {
    const dealt = dealtRound(DEALT, { coins: 3, coinValue: 50 }, 'round-left');
    const { server, user } = openGame(
      { [DRAW]: { body: answerOf(drawnRound(dealt, DEALT, HELD), 100_000) } },
      { unfinishedRound: dealt, balance: 99_850 },
    );
    expect(screen.getByTestId('round-status')).toHaveTextContent(
      'Your hand continues. Dealt: Jacks or better. Hold the cards you want, then draw.',
    );
    expect(screen.getByRole('img', { name: 'King of hearts' })).toBeInTheDocument();
    expect(currentColumn()).toHaveTextContent('Coins bet: 3');
    expect(screen.getByTestId('stake')).toHaveTextContent('€1.50');

    await user.click(holdButtons()[0] as HTMLElement);
    await user.click(holdButtons()[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await waitFor(() =>
      expect(screen.getByTestId('round-status')).toHaveTextContent('Jacks or better: you win €1.50'),
    );
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ held: HELD });
  });

  it('shows the best hold when the hint is on, and remembers the switch', async () => {
    const { user } = openGame({ [DEAL]: { body: answerOf(dealtRound(DEALT), 99_900) } });
    const hintSwitch = screen.getByRole('switch', { name: 'Best hold hint' });
    expect(hintSwitch).toHaveAttribute('aria-checked', 'false');
    await user.click(hintSwitch);
    expect(hintSwitch).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(HINT_STORAGE_KEY)).toBe('on');

    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() =>
      expect(screen.getByTestId('best-hold')).toHaveTextContent(
        'Best hold: King of hearts, King of spades. Expected return:',
      ),
    );
    // Two marks, over the kings.
    const holds = holdButtons();
    expect(holds.filter((button) => button.dataset.best === 'true')).toEqual([holds[0], holds[1]]);
    await user.click(holds[0] as HTMLElement);
    await user.click(holds[1] as HTMLElement);
    expect(screen.getByTestId('best-hold')).toHaveTextContent('Your hold is the best one.');
  });

  it('opens with the hint on when the player left it on', async () => {
    window.localStorage.setItem(HINT_STORAGE_KEY, 'on');
    openGame();
    expect(screen.getByRole('switch', { name: 'Best hold hint' })).toHaveAttribute('aria-checked', 'true');
  });

  it('speaks the player’s language', async () => {
    const { user } = openGame(
      { [DEAL]: { body: answerOf(dealtRound(DEALT), 99_900) } },
      { language: 'de' },
      'de',
    );
    expect(within(screen.getByTestId('pay-table')).getByText('Vierling')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Geben' }));
    expect(await screen.findByRole('button', { name: 'Halten, Karte 1: Herz-König' })).toBeInTheDocument();
  });
});

describe('the video poker rules', () => {
  it('shows the pay table and the return of optimal play for each coin count', () => {
    render(<VideoPokerRulesPanel rules={VIDEO_POKER_RULES} currency="EUR" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How Jacks or Better works' })).toBeInTheDocument();
    expect(screen.getByText(/shuffled anew for each hand/)).toBeInTheDocument();
    expect(screen.getByText(/draw once/)).toBeInTheDocument();
    expect(screen.getByText(/royal flush pays 4,000 coins, 800 per coin instead of 250/)).toBeInTheDocument();
    expect(screen.getByText(/€0.10, €0.20, €0.50/)).toBeInTheDocument();
    const rtp = screen.getByTestId('rtp-table');
    expect(within(rtp).getByRole('row', { name: '5 99.54 %' })).toBeInTheDocument();
    expect(within(rtp).getByRole('row', { name: '1 98.37 %' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('pay-table')).getByText('Coins won by each hand for a bet of 1 to 5 coins'),
    ).toBeVisible();
  });
});
