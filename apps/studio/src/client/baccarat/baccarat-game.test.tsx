import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';
import {
  BACCARAT_RULES,
  BANKER_WINS_WITH_PAIR,
  TIE_WITH_PLAYER_PAIR,
  baccaratAnswer,
  baccaratRound,
} from './baccarat-fixtures.ts';
import { BaccaratGame } from './baccarat-game.tsx';

// The header's paytable dialog shows every game's rules (paytable/), tested there; this screen's own rules
// panel is tested in baccarat-rules.test.tsx. Leaving it out keeps this test to the table.
vi.mock('../paytable/info-content.tsx', () => ({ InfoContent: () => null }));

const DEAL = `POST /studio/api/sessions/${SESSION_ID}/baccarat`;
const SESSION = sessionView({
  gameId: 'punto-banco',
  bets: { currency: 'EUR', levels: [10, 50, 100, 500], defaultBet: 100 },
});

afterEach(() => vi.unstubAllGlobals());

function openBaccarat() {
  const onFatal = vi.fn();
  render(
    <BaccaratGame
      session={SESSION}
      details={gameDetails(BACCARAT_RULES, 'punto-banco')}
      rules={BACCARAT_RULES}
      onFatal={onFatal}
    />,
  );
  return { user: userEvent.setup(), onFatal };
}

const spot = (name: RegExp) => screen.getByRole('button', { name });

// Whole journeys through user-event: generous time when the machine is busy.
describe('the baccarat screen', { timeout: 20_000 }, () => {
  it('takes chips on the spots, deals, and shows the cards, the drawing rules, the winner and each bet', async () => {
    const bets = { player: 500, banker: 1_000, bankerPair: 100 };
    const server = mockStudioServer({
      [DEAL]: { body: baccaratAnswer(baccaratRound(BANKER_WINS_WITH_PAIR, bets), 101_550) },
    });
    const { user } = openBaccarat();
    // Nothing is made up: the bead road starts empty.
    expect(screen.getByText('No rounds yet in this session.')).toBeInTheDocument();
    expect(within(screen.getByTestId('bead-road')).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('Choose a chip, then tap a betting spot.');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Chip of €5.00' }));
    expect(screen.getByRole('button', { name: 'Chip of €5.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(spot(/^Player,/));
    await user.click(spot(/^Banker,/));
    await user.click(spot(/^Banker,/));
    await user.click(screen.getByRole('button', { name: 'Chip of €1.00' }));
    await user.click(spot(/^Banker pair,/));
    expect(spot(/^Banker,/)).toHaveAccessibleName('Banker, pays 19:20. Your bet: €10.00. Add a €1.00 chip.');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€16.00');
    expect(screen.getByTestId('bet-problem')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Deal' }));
    await waitFor(() =>
      expect(screen.getByTestId('baccarat-outcome')).toHaveTextContent('Banker wins, 6 to 4.'),
    );
    expect(server.calls.at(-1)?.body).toEqual({ bets });

    const player = screen.getByTestId('hand-player');
    const banker = screen.getByTestId('hand-banker');
    expect(
      within(player)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Two of spades', 'Three of hearts', 'Nine of spades']);
    expect(
      within(banker)
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Three of spades', 'Three of clubs']);
    expect(screen.getByTestId('total-player')).toHaveTextContent('Total 4');
    expect(screen.getByTestId('total-banker')).toHaveTextContent('Total 6');
    expect(screen.getByTestId('rule-player')).toHaveTextContent('Player has 5: draws a third card.');
    expect(screen.getByTestId('rule-banker')).toHaveTextContent(
      'Banker has 6 and the player’s third card counts 9: stands.',
    );
    expect(within(banker).getByText('Banker pair')).toBeInTheDocument();

    expect(screen.getByTestId('spot-result-player')).toHaveTextContent('Lost');
    expect(screen.getByTestId('spot-result-banker')).toHaveTextContent('Won €19.50');
    expect(screen.getByTestId('spot-result-bankerPair')).toHaveTextContent('Won €12.00');
    expect(screen.getByTestId('baccarat-win')).toHaveTextContent('You win €31.50.');
    expect(screen.getByTestId('baccarat-announcement')).toHaveTextContent(
      'Banker wins, 6 to 4. Player: Lost. Banker: Won €19.50. Banker pair: Won €12.00. You win €31.50.',
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,015.50');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€31.50');

    const beads = within(screen.getByTestId('bead-road')).getAllByRole('listitem');
    expect(beads).toHaveLength(1);
    expect(beads[0]).toHaveTextContent('B');
    expect(beads[0]).toHaveTextContent('Round 1: Banker, Banker pair');
    expect(screen.queryByText('No rounds yet in this session.')).toBeNull();

    // The table is cleared for the next round; Repeat puts the same bets back.
    expect(screen.getByRole('button', { name: 'Undo the last bet change' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Repeat the last round’s bets' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€16.00');
    expect(screen.queryByTestId('spot-result-banker')).toBeNull();
  });

  it('deals with Space, takes chips with the keyboard and returns player and banker bets on a tie', async () => {
    const bets = { player: 100, tie: 100 };
    const server = mockStudioServer({
      [DEAL]: { body: baccaratAnswer(baccaratRound(TIE_WITH_PLAYER_PAIR, bets), 100_800) },
    });
    const { user } = openBaccarat();
    spot(/^Player,/).focus();
    await user.keyboard('{Enter}');
    spot(/^Tie,/).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€2.00');

    // Space deals, even from a spot (Enter and clicks add chips there).
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('baccarat-outcome')).toHaveTextContent('Tie at 7.'));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toEqual({ bets });
    expect(screen.getByTestId('spot-result-player')).toHaveTextContent('Returned €1.00');
    expect(screen.getByTestId('spot-result-tie')).toHaveTextContent('Won €9.00');
    expect(screen.getByTestId('baccarat-win')).toHaveTextContent('You win €10.00.');
    expect(screen.getByTestId('rule-banker')).toHaveTextContent(
      'Banker has 7 and the player’s third card counts 3: stands.',
    );
    const bead = within(screen.getByTestId('bead-road')).getByRole('listitem');
    expect(bead).toHaveTextContent('T');
    expect(bead).toHaveTextContent('Round 1: Tie, Player pair');

    // Away from any control, Space deals too.
    await user.click(screen.getByRole('button', { name: 'Repeat the last round’s bets' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(within(screen.getByTestId('bead-road')).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('says why a chip is refused and keeps the bets within the table’s limits', async () => {
    mockStudioServer({});
    const { user } = openBaccarat();
    await user.click(screen.getByRole('button', { name: 'Chip of €100.00' }));
    await user.click(spot(/^Tie,/));
    await user.click(spot(/^Tie,/));
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('The highest bet on Tie is €100.00.');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€100.00');
    expect(screen.getByRole('button', { name: 'Deal' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Double all bets' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€100.00');
    await user.click(screen.getByRole('button', { name: 'Clear all bets' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€0.00');
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('Choose a chip, then tap a betting spot.');
  });
});
