import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryPanel } from '../index.ts';
import { mockFetch, refusal } from '../test-support/mock-fetch.ts';
import {
  bonusBuySlot,
  nonceStartingFreeSpins,
  roundViewOf,
  storedDice,
  storedSpin,
} from '../test-support/stored-rounds.ts';

const ROUNDS_URL = 'GET /studio/api/sessions/session-1/rounds?gameId=test-bonus-buy';
const BET = 100;

const featureRound = storedSpin(bonusBuySlot, { nonce: nonceStartingFreeSpins(bonusBuySlot, BET) }, BET);
const diceRound = storedDice({ nonce: 0 }, 250, { direction: 'under', target: 50, houseEdge: 0.01 });
const spinView = roundViewOf(featureRound, {
  balanceBefore: 100_000,
  balanceAfter: 100_000 - BET + featureRound.totalWin,
  playedAt: '2026-11-21T20:00:00.000Z',
});
const diceView = roundViewOf(
  { ...diceRound, gameId: 'test-bonus-buy' },
  { balanceBefore: 50_000, balanceAfter: null, playedAt: '2026-11-21T19:00:00.000Z', status: 'paying' },
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(language = 'en') {
  const onClose = vi.fn();
  render(
    <HistoryPanel
      sessionId="session-1"
      gameId="test-bonus-buy"
      currency="EUR"
      language={language}
      onClose={onClose}
    />,
  );
  return { onClose };
}

describe('HistoryPanel', () => {
  it('lists each round with its stake, win and status', async () => {
    mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds: [spinView, diceView] } } });
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [spin, dice] = items as [HTMLElement, HTMLElement];
    expect(within(spin).getByRole('button', { expanded: false })).toHaveTextContent(
      /Spin.*Stake\s*€1\.00.*Settled/,
    );
    expect(within(dice).getByRole('button')).toHaveTextContent(
      /Dice.*Stake\s*€2\.50.*Win\s*€4\.95.*Win being paid/,
    );
  });

  it('expands a round to its outcome, free spins, balances and seeds', async () => {
    mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds: [spinView] } } });
    renderPanel();
    const toggle = await screen.findByRole('button', { name: /Spin/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const steps = featureRound.steps;
    expect(screen.getAllByRole('heading', { name: /^Free spin \d+$/ })).toHaveLength(steps.length);
    const lastStep = screen.getByRole('heading', { name: `Free spin ${steps.length}` }).closest('li');
    const featureTotal = steps.at(-1)?.state.totalWin ?? 0;
    expect(
      within(lastStep as HTMLElement).getByText('Free spins total so far').nextElementSibling,
    ).toHaveTextContent(`€${(featureTotal / 100).toFixed(2)}`);
    expect(screen.getByText('Balance before').nextElementSibling).toHaveTextContent('€1,000.00');
    expect(screen.getByText('Balance after').nextElementSibling).toHaveTextContent(
      `€${((100_000 - BET + featureRound.totalWin) / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.getByText('Server seed').nextElementSibling).toHaveTextContent(
      featureRound.serverSeed ?? '',
    );
    expect(screen.getAllByRole('table', { name: /Symbols on each reel/ }).length).toBe(steps.length + 1);
  });

  it('shows a balance the platform has not confirmed yet as pending, and a secret seed as such', async () => {
    const unrevealed = { ...diceView, seeds: { ...diceView.seeds, serverSeed: null } };
    mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds: [unrevealed] } } });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Dice/ }));
    expect(screen.getByText('Balance after').nextElementSibling).toHaveTextContent('Pending');
    expect(screen.getByText('Roll').nextElementSibling).toHaveTextContent('1.36');
    expect(screen.getByText('Server seed').nextElementSibling).toHaveTextContent(
      'Revealed after you rotate your seed',
    );
  });

  it('verifies a round in the browser and comes back to the same round', async () => {
    mockFetch({
      [ROUNDS_URL]: { status: 200, body: { rounds: [spinView] } },
      [`GET /studio/api/rounds/${featureRound.roundId}/verify`]: { status: 200, body: featureRound },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Spin/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verified: the result matches')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify round' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the history' }));
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('says what to do when there are no rounds yet', async () => {
    mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds: [] } } });
    const { onClose } = renderPanel();
    expect(await screen.findByText(/You have not played this game yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('explains an ended session and retries after a network failure', async () => {
    mockFetch({ [ROUNDS_URL]: refusal(404, 'SESSION_NOT_FOUND') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your game session has ended');
    cleanup();

    mockFetch({ [ROUNDS_URL]: ['network-error', { status: 200, body: { rounds: [spinView] } }] });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('The game server could not be reached');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks the player’s language, money included', async () => {
    mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds: [diceView] } } });
    renderPanel('de');
    expect(await screen.findByRole('heading', { name: 'Spielverlauf' })).toBeInTheDocument();
    // The heading shows while the rounds load: wait for the round itself.
    expect(await screen.findByRole('button', { name: /Würfel/ })).toHaveTextContent(
      /Einsatz 2,50 € Gewinn 4,95 € Stand Gewinn wird ausgezahlt/,
    );
  });
});
