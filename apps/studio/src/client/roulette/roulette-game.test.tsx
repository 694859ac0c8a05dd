import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouletteBet } from '@casino/game-math';
import type { SessionView } from '../../shared/play-api.ts';
import { MessagesProvider, type Language } from '../i18n/index.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer, type MockAnswer } from '../test-support/studio-fetch-mock.ts';
import { RouletteGame } from './roulette-game.tsx';
import { ROULETTE_RULES, rouletteAnswer } from './roulette-fixtures.ts';
import { RouletteRulesPanel } from './roulette-rules.tsx';

const SPIN = `POST /studio/api/sessions/${SESSION_ID}/roulette`;

// The header's paytable lists every game kind's rules; this screen's test needs none of them.
vi.mock('../paytable/info-content.tsx', () => ({ InfoContent: () => null }));

afterEach(() => vi.unstubAllGlobals());

function openRoulette(
  answers: MockAnswer[] = [],
  session: Partial<SessionView> = {},
  language: Language = 'en',
) {
  const server = mockStudioServer(answers.length > 0 ? { [SPIN]: answers } : {});
  const user = userEvent.setup();
  const opened = sessionView({ gameId: 'ruby-roulette', ...session });
  render(
    <MessagesProvider language={language}>
      <RouletteGame
        session={opened}
        details={gameDetails(ROULETTE_RULES, 'ruby-roulette')}
        rules={ROULETTE_RULES}
        onFatal={() => undefined}
      />
    </MessagesProvider>,
  );
  return { server, user };
}

const numbers = () => screen.getByRole('group', { name: 'Numbers' });

describe('the roulette screen', () => {
  it('places chips, spins and shows the server’s number, the win, the balance and the last results', async () => {
    const placed: RouletteBet[] = [
      { kind: 'straight', numbers: [17], amount: 100 },
      { kind: 'black', amount: 100 },
      { kind: 'corner', numbers: [16, 17, 19, 20], amount: 100 },
    ];
    const { server, user } = openRoulette([{ body: rouletteAnswer(placed, 17) }]);
    expect(screen.getByText('No spins yet')).toBeInTheDocument();
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€0.00');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Chip of €1.00' }));
    expect(screen.getByRole('button', { name: 'Chip of €1.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(numbers()).getByRole('button', { name: '17 black' }));
    await user.click(screen.getByRole('button', { name: 'Black' }));
    // A corner is placed where its four numbers meet.
    await user.click(screen.getByTitle('Corner 16/17/19/20'));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€3.00');
    expect(within(numbers()).getByRole('button', { name: '17 black: €1.00 bet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Black: €1.00 bet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(screen.getByTestId('roulette-result')).toHaveTextContent('17 black: you win €47.00'),
    );
    expect(server.calls.at(-1)?.body).toEqual({ bets: placed });
    // 36 + 2 + 9 back on €3 staked.
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,044.00');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€47.00');
    expect(screen.getByTestId('win-display')).toHaveTextContent('€47.00');
    expect(within(screen.getByTestId('last-results')).getByText('17 black')).toBeInTheDocument();
    // The table shows the spin's bets with the winners marked until the next chip.
    expect(
      within(numbers()).getByRole('button', { name: '17 black: €1.00 bet, winning bet' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€0.00');
  });

  it('repeats and doubles the last bets, and spins with Space', async () => {
    const red: RouletteBet[] = [{ kind: 'red', amount: 100 }];
    const { server, user } = openRoulette([
      { body: rouletteAnswer(red, 0) },
      { body: rouletteAnswer([{ kind: 'red', amount: 200 }], 32, 99_900) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Chip of €1.00' }));
    await user.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(screen.getByTestId('roulette-result')).toHaveTextContent('0 green: no win this time'),
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('€999.00');

    await user.click(screen.getByRole('button', { name: /Repeat/ }));
    await user.click(screen.getByRole('button', { name: /Double/ }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€2.00');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€1.00');
    await user.click(screen.getByRole('button', { name: /Double/ }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(screen.getByTestId('roulette-result')).toHaveTextContent('32 red: you win €4.00'),
    );
    expect(server.calls.at(-1)?.body).toEqual({ bets: [{ kind: 'red', amount: 200 }] });
    const strip = within(screen.getByTestId('last-results')).getAllByRole('listitem');
    expect(strip.map((item) => item.textContent)).toEqual(['3232 red', '00 green']);
  });

  it('reaches every inside bet by keyboard: a number, then a bet type and one of its positions', async () => {
    const { user } = openRoulette();
    const seventeen = within(numbers()).getByRole('button', { name: '17 black' });
    // One number of the grid is in the tab order; the arrow keys move within it.
    expect(
      within(numbers())
        .getAllByRole('button')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);
    within(numbers()).getByRole('button', { name: '0 green' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(numbers()).getByRole('button', { name: '2 black' })).toHaveFocus();
    for (let i = 0; i < 5; i += 1) await user.keyboard('{ArrowDown}');
    expect(seventeen).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Split' }));
    seventeen.focus();
    await user.keyboard('{Enter}');
    expect(seventeen).toHaveAttribute('aria-pressed', 'true');
    const choices = screen.getByRole('list', { name: 'Bets with 17 black' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Split 14/17', 'Split 16/17', 'Split 17/18', 'Split 17/20']);
    await user.click(within(choices).getByRole('button', { name: 'Split 17/20' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€0.10');
    expect(within(choices).getByRole('button', { name: 'Split 17/20: €0.10 bet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Six line' }));
    expect(
      within(screen.getByRole('list', { name: 'Bets with 17 black' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Six line 13/14/15/16/17/18', 'Six line 16/17/18/19/20/21']);
    await user.click(within(numbers()).getByRole('button', { name: '0 green' }));
    expect(screen.getByText('No bet of this type includes 0.')).toBeInTheDocument();
  });

  it('says why a spin cannot go, and refuses a chip over a limit', async () => {
    const { server, user } = openRoulette();
    // The €0.10 chip is below the outside minimum of €1.00.
    await user.click(screen.getByRole('button', { name: 'Odd' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByTestId('bet-problem')).toHaveTextContent(
      'Odd: the lowest bet on an outside position is €1.00.',
    );
    expect(server.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('bet-problem')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Chip of €25.00' }));
    const zero = within(numbers()).getByRole('button', { name: '0 green' });
    for (let i = 0; i < 5; i += 1) await user.click(zero);
    expect(screen.getByTestId('bet-problem')).toHaveTextContent(
      'Straight up 0: the highest bet on an inside position is €100.00.',
    );
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€100.10');
  });

  it('bets neighbours and announced bets from the racetrack', async () => {
    const { user } = openRoulette();
    await user.click(screen.getByRole('button', { name: 'Chip of €1.00' }));
    await user.click(screen.getByRole('button', { name: 'Voisins du zéro: 9 chips of €1.00' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€9.00');
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€0.00');

    await user.click(screen.getByRole('button', { name: 'More neighbors' }));
    expect(screen.getByText('3 either side')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '26 black and 3 neighbors either side' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('€7.00');
    // 26 sits between 3 and 0 on the wheel.
    expect(within(numbers()).getByRole('button', { name: '0 green: €1.00 bet' })).toBeInTheDocument();
    expect(within(numbers()).getByRole('button', { name: '3 red: €1.00 bet' })).toBeInTheDocument();
  });

  it('speaks the player’s language', () => {
    openRoulette([], { language: 'de' }, 'de');
    expect(screen.getByRole('group', { name: 'Zahlen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rot' })).toBeInTheDocument();
    expect(screen.getByText('Noch keine Drehung')).toBeInTheDocument();
  });
});

describe('the roulette rules', () => {
  it('list the pays, the limits in money, the RTP and the racetrack bets', () => {
    render(
      <MessagesProvider language="en">
        <RouletteRulesPanel rules={ROULETTE_RULES} currency="EUR" headingLevel={2} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bets and pays' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Straight up135 to 1',
      'Split217 to 1',
      'Street311 to 1',
      'Corner48 to 1',
      'Six line65 to 1',
      'Column122 to 1',
      'Dozen122 to 1',
      'Red or black, odd or even, 1–18 or 19–36181 to 1',
    ]);
    expect(screen.getByText('Return to player: 97.30 % on every bet.')).toBeInTheDocument();
    expect(screen.getByText('€0.10 to €100.00')).toBeInTheDocument();
    expect(screen.getByText('€1.00 to €200.00')).toBeInTheDocument();
    expect(screen.getByText('Up to €500.00')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Voisins du zéro, the 17 numbers from 22 to 25 round the zero: 9 chips on 0/2/3 ×2, 4/7, 12/15, 18/21, 19/22, 25/26/28/29 ×2, 32/35.',
      ),
    ).toBeInTheDocument();
  });
});
