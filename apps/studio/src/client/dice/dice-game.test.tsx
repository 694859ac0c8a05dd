import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiceRules, RoundView } from '../../shared/play-api.ts';
import { App } from '../app.tsx';
import { parseRoute } from '../route.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';

const RULES: DiceRules = { kind: 'dice', houseEdge: 0.01, minChance: 1, maxChance: 98 };

function diceRound(roll: number, won: boolean, payout: number): RoundView {
  return {
    roundId: 'round-d',
    gameId: 'lucky-dice',
    kind: 'dice',
    status: 'closed',
    currency: 'EUR',
    bet: 100,
    stake: 100,
    totalWin: payout,
    outcome: {
      kind: 'dice',
      direction: 'over',
      target: 74.99,
      houseEdge: 0.01,
      roll: { roll, rollHundredths: Math.round(roll * 100), won, multiplier: 3.96, payout },
    },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: 100_000 - 100 + payout,
    seeds: { serverSeedHash: 'b'.repeat(64), clientSeed: 'client', nonce: 1, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the dice screen', () => {
  it('quotes the multiplier and payout live and rolls the chosen bet', async () => {
    const server = mockStudioServer({
      'POST /studio/api/sessions': {
        body: sessionView({
          gameId: 'lucky-dice',
          bets: { currency: 'EUR', levels: [10, 20, 100, 200], defaultBet: 100 },
        }),
      },
      'GET /studio/api/games/lucky-dice?currency=EUR': { body: gameDetails(RULES, 'lucky-dice') },
      [`POST /studio/api/sessions/${SESSION_ID}/dice`]: {
        body: { round: diceRound(80.12, true, 396), balance: 100_296 },
      },
    });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/lucky-dice?mode=demo&lang=en')} />);
    expect(await screen.findByText('House edge: 1.00 %.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));

    // 49.50 % under: (100 − 1) / 49.5 = 2.
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×2.0000');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('€2.00');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Win chance' }), { target: { value: '25' } });
    await user.click(screen.getByRole('button', { name: 'Roll over' }));
    expect(screen.getByRole('button', { name: 'Roll over' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('dice-target')).toHaveTextContent('Roll over 74.99');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×3.9600');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('€3.96');

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() =>
      expect(screen.getByTestId('dice-result')).toHaveTextContent('Rolled 80.12 · You win €3.96'),
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,002.96');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€3.96');
    expect(server.calls.at(-1)?.body).toEqual({ bet: 100, target: 74.99, direction: 'over' });
  });

  it('keeps the chance within the game’s limits', async () => {
    mockStudioServer({
      'POST /studio/api/sessions': { body: sessionView({ gameId: 'lucky-dice' }) },
      'GET /studio/api/games/lucky-dice?currency=EUR': { body: gameDetails(RULES, 'lucky-dice') },
    });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/lucky-dice?mode=demo&lang=en')} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const field = screen.getByRole('spinbutton', { name: 'Win chance' });
    fireEvent.change(field, { target: { value: '99.5' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The quote stays on the last allowed chance.
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×2.0000');
    fireEvent.change(screen.getByRole('slider', { name: 'Win chance' }), { target: { value: '98' } });
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×1.0102');
  });
});
