import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { parseRoute } from '../route.ts';
import { gameDetails, sessionView, SESSION_ID, slotSpin, spinRound } from '../test-support/fixtures.ts';
import { mockStudioServer, refusal } from '../test-support/studio-fetch-mock.ts';
import type { FreeRoundsView } from '../../shared/play-api.ts';

const OPEN = 'POST /studio/api/sessions';
const DETAILS = 'GET /studio/api/games/test-slot?currency=EUR';
const FREE_ROUND = `POST /studio/api/sessions/${SESSION_ID}/free-round`;

afterEach(() => vi.unstubAllGlobals());

function award(played: number, totalWin: number): FreeRoundsView {
  return { id: 'award-1', bet: 40, count: 2, played, left: 2 - played, totalWin };
}

/** A free round at the award's bet: it staked nothing, and the balance is as it was. */
function freeRoundAnswer(win: number, freeRounds: FreeRoundsView) {
  const round = spinRound(slotSpin({ bet: 40, totalWin: win }), { stake: 0, balanceBefore: 100_000 });
  return { body: { round: { ...round, balanceAfter: 100_000 }, balance: 100_000, freeRounds } };
}

async function openGame() {
  const user = userEvent.setup();
  render(<App route={parseRoute('/studio/play/test-slot?mode=real&token=launch&lang=en')} />);
  await user.click(await screen.findByRole('button', { name: 'Play' }));
  return user;
}

describe('free rounds in a slot', () => {
  it('shows what is left at which bet, plays a free round from the Spin button and ends with what they won', async () => {
    const server = mockStudioServer({
      [OPEN]: { body: sessionView({ mode: 'real', freeRounds: award(0, 0) }) },
      [DETAILS]: { body: gameDetails() },
      [FREE_ROUND]: [freeRoundAnswer(80, award(1, 80)), freeRoundAnswer(40, award(2, 120))],
    });
    const user = await openGame();

    const banner = screen.getByText('Free spins: 2 left · bet €0.40');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const button = screen.getByRole('button', { name: 'Free spin' });
    expect(button).toHaveAccessibleDescription('Free spins: 2 left · bet €0.40');
    // The bet is the award's and cannot change while free rounds remain; nothing can be bought meanwhile.
    expect(screen.getByRole('group', { name: 'Bet' })).toHaveTextContent('€0.40');
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lower the bet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Buy bonus/ })).toBeDisabled();

    await user.click(button);
    await screen.findByText('Free spins: 1 left · bet €0.40');
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,000.00');

    // From the keyboard as well.
    screen.getByRole('button', { name: 'Free spin' }).focus();
    await user.keyboard('{Enter}');
    const summary = await screen.findByText('Free spins won €1.20; it is credited as bonus money.');
    expect(summary.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/^Free spins: /)).not.toBeInTheDocument();

    // Paid play resumes, at the bet the award left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeEnabled();
    expect(server.calls.filter((call) => call.path.endsWith('/free-round'))).toHaveLength(2);
    expect(server.calls.filter((call) => call.path.endsWith('/spin'))).toHaveLength(0);
  });

  it('says so when the free rounds are no longer there, and goes back to paid play', async () => {
    mockStudioServer({
      [OPEN]: { body: sessionView({ mode: 'real', freeRounds: award(0, 0) }) },
      [DETAILS]: { body: gameDetails() },
      [FREE_ROUND]: refusal(409, 'NO_FREE_ROUNDS'),
    });
    const user = await openGame();
    await user.click(screen.getByRole('button', { name: 'Free spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These free spins are no longer available.');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(screen.queryByText(/^Free spins: /)).not.toBeInTheDocument();
  });

  it('shows nothing of free rounds in a session without them', async () => {
    mockStudioServer({ [OPEN]: { body: sessionView() }, [DETAILS]: { body: gameDetails() } });
    await openGame();
    expect(screen.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/^Free spins: /)).not.toBeInTheDocument();
  });
});
