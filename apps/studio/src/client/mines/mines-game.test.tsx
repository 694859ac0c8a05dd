import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n/index.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';
import { MinesGame } from './mines-game.tsx';
import { MINES_RULES, minesAnswer, minesBoard, play, safeCells } from './mines-fixtures.ts';
import { MinesRulesPanel } from './mines-rules.tsx';

// The header's paytable lists every game kind's rules; this screen's test needs none of them.
vi.mock('../paytable/info-content.tsx', () => ({ InfoContent: () => null }));

afterEach(() => vi.unstubAllGlobals());

describe('the mines screen', () => {
  it('starts a board, reveals a gem by keyboard, cashes out and shows the mines, the win and the balance', async () => {
    const board = minesBoard(3, 100);
    const [first] = safeCells(board, 1) as [number];
    const revealed = play(board, [{ type: 'reveal', cell: first }]);
    const cashed = play(revealed, [{ type: 'cash-out' }]);
    const server = mockStudioServer({
      [`POST /studio/api/sessions/${SESSION_ID}/mines`]: { body: minesAnswer(board, 99_900) },
      [`POST /studio/api/sessions/${SESSION_ID}/mines/action`]: [
        { body: minesAnswer(revealed, 99_900) },
        { body: minesAnswer(cashed, 99_900 + cashed.payout) },
      ],
    });
    const user = userEvent.setup();
    render(
      <MessagesProvider language="en">
        <MinesGame
          session={sessionView({ gameId: 'ruby-mines' })}
          details={gameDetails(MINES_RULES, 'ruby-mines')}
          rules={MINES_RULES}
          onFatal={() => undefined}
        />
      </MessagesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('mines-status')).toHaveTextContent('Pick a cell'));
    const grid = screen.getByRole('group', { name: 'Mines board' });
    const row = Math.floor(first / 5) + 1;
    const column = (first % 5) + 1;
    within(grid).getByRole('button', { name: 'Row 1, column 1: hidden' }).focus();
    for (let step = 1; step < row; step += 1) await user.keyboard('{ArrowDown}');
    for (let step = 1; step < column; step += 1) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: `Row ${row}, column ${column}: gem` }),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /^Cash out/ }));
    await waitFor(() => expect(screen.getByTestId('mines-status')).toHaveTextContent('you win'));
    expect(within(grid).getAllByRole('button', { name: /: mine$/ })).toHaveLength(3);
    expect(screen.getByTestId('balance')).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        (99_900 + cashed.payout) / 100,
      ),
    );
    expect(server.calls.map((call) => call.body)).toEqual([
      { bet: 100, mines: 3 },
      { action: { type: 'reveal', cell: first } },
      { action: { type: 'cash-out' } },
    ]);
  });

  it('explains the game and lists a mine count’s multipliers', async () => {
    render(
      <MessagesProvider language="en">
        <MinesRulesPanel rules={MINES_RULES} currency="EUR" headingLevel={2} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'How Mines is played' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Multipliers with 3 mines' })).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Mines'), '24');
    expect(screen.getByRole('table', { name: 'Multipliers with 24 mines' })).toBeInTheDocument();
  });
});
