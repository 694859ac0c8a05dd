import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@casino/rules';
import { App } from '../app.tsx';
import { parseRoute } from '../route.ts';
import { gameDetails, sessionView, SESSION_ID, slotSpin, spinRound } from '../test-support/fixtures.ts';
import { mockStudioServer, refusal } from '../test-support/studio-fetch-mock.ts';

const OPEN = 'POST /studio/api/sessions';
const DETAILS = 'GET /studio/api/games/test-slot?currency=EUR';
const SPIN = `POST /studio/api/sessions/${SESSION_ID}/spin`;
const FREE_SPIN = `POST /studio/api/sessions/${SESSION_ID}/free-spin`;

afterEach(() => vi.unstubAllGlobals());

async function openAndPlay() {
  const user = userEvent.setup();
  render(<App route={parseRoute('/studio/play/test-slot?mode=demo&lang=en&currency=EUR')} />);
  await user.click(await screen.findByRole('button', { name: 'Play' }));
  return user;
}

describe('the slot screen', () => {
  it('shows the paytable and RTP before play, with pays in money at the default bet', async () => {
    mockStudioServer({ [OPEN]: { body: sessionView() }, [DETAILS]: { body: gameDetails() } });
    render(<App route={parseRoute('/studio/play/test-slot?mode=demo&lang=en')} />);
    await screen.findByRole('heading', { name: 'Hammer Time' });
    expect(screen.getByText('96.00 %')).toBeInTheDocument();
    expect(screen.getByText('96.51 %')).toBeInTheDocument();
    // Hammer pays 180 coins for five; at a 1.00 bet of 20 coins a coin is 0.05.
    const hammer = screen.getByRole('img', { name: 'Hammer' }).closest('li') as HTMLElement;
    expect(within(hammer).getByText('€9.00')).toBeInTheDocument();
    expect(screen.getByText('Buy the feature for €56.90: it starts with 10 free spins.')).toBeInTheDocument();
  });

  it('spins, then shows the balance, the win and the winning symbols', async () => {
    const win = slotSpin({
      wins: [
        {
          line: 0,
          symbol: 'L2',
          count: 3,
          ways: 1,
          positions: [
            [0, 1],
            [1, 1],
            [2, 1],
          ],
          amount: 40,
        },
      ],
      totalWin: 40,
    });
    const server = mockStudioServer({
      [OPEN]: { body: sessionView() },
      [DETAILS]: { body: gameDetails() },
      [SPIN]: { body: { round: spinRound(win), balance: 99_940 } },
    });
    const user = await openAndPlay();
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,000.00');

    await user.click(screen.getByRole('button', { name: 'Spin' }));

    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('€999.40'));
    expect(screen.getByTestId('last-win')).toHaveTextContent('€0.40');
    expect(screen.getByTestId('win-display')).toHaveTextContent('€0.40');
    expect(server.calls.find((call) => call.path.endsWith('/spin'))?.body).toEqual({ bet: 100 });

    const reels = screen.getByRole('group', { name: 'Reels' });
    const marked = reels.querySelectorAll('[data-winning]');
    expect(marked).toHaveLength(3);
    for (const cell of marked)
      expect(within(cell as HTMLElement).getByRole('img')).toHaveAccessibleName('King');
  });

  it('writes money as the casino does for the language it was opened in', async () => {
    mockStudioServer({ [OPEN]: { body: sessionView() }, [DETAILS]: { body: gameDetails() } });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/test-slot?mode=demo&lang=de&currency=EUR')} />);
    const hammer = (await screen.findByRole('img', { name: 'Hammer' })).closest('li') as HTMLElement;
    expect(hammer).toHaveTextContent('9,00 €');
    await user.click(screen.getByRole('button', { name: 'Spielen' }));
    // Character for character what the casino's header shows for the same balance on a German page.
    expect(screen.getByTestId('balance').textContent).toBe('1.000,00\u00a0€');
    expect(screen.getByTestId('balance').textContent).toBe(formatMoney(100_000, 'EUR', 'de'));
  });

  it('says when the bet is more than the balance and keeps the balance the server reports', async () => {
    mockStudioServer({
      [OPEN]: { body: sessionView({ balance: 10 }) },
      [DETAILS]: { body: gameDetails() },
      [SPIN]: refusal(402, 'INSUFFICIENT_FUNDS', 10),
    });
    const user = await openAndPlay();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough money for this bet.');
    expect(screen.getByTestId('balance')).toHaveTextContent('€0.10');
    expect(screen.getByRole('button', { name: 'Reset demo balance' })).toBeInTheDocument();
  });

  it('plays free spins one by one and shows the feature total', async () => {
    const trigger = slotSpin({
      scatter: {
        symbol: 'BONUS',
        count: 3,
        positions: [
          [0, 0],
          [2, 0],
          [4, 2],
        ],
        amount: 200,
      },
      freeSpinsAwarded: 10,
      totalWin: 200,
    });
    const feature = (spinsPlayed: number, totalWin: number) => ({ spinsAwarded: 2, spinsPlayed, totalWin });
    const freeSpin = (totalWin: number) => slotSpin({ mode: 'free', multiplier: 3, totalWin });
    const step = (spinWin: number, spinsPlayed: number, totalWin: number) => ({
      spin: freeSpin(spinWin),
      spinsAdded: 0,
      state: { bet: 100, ...feature(spinsPlayed, totalWin) },
    });
    const triggered = spinRound(trigger, {
      status: 'feature',
      feature: feature(0, 0),
      outcome: { kind: 'spin', spin: trigger, feature: { bet: 100, ...feature(0, 0) }, featureValue: 0 },
    });
    const first = spinRound(trigger, {
      status: 'feature',
      feature: feature(1, 300),
      steps: [step(300, 1, 300)],
    });
    const last = spinRound(trigger, {
      totalWin: 500,
      feature: feature(2, 300),
      steps: [step(300, 1, 300), step(0, 2, 300)],
    });
    const server = mockStudioServer({
      [OPEN]: { body: sessionView() },
      [DETAILS]: { body: gameDetails() },
      [SPIN]: { body: { round: triggered, balance: 99_900 } },
      [FREE_SPIN]: [{ body: { round: first, balance: 99_900 } }, { body: { round: last, balance: null } }],
    });
    const user = await openAndPlay();
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    const banner = await screen.findByRole('region', { name: 'Free spins' });
    expect(banner).toHaveTextContent('2 left');
    expect(banner).toHaveTextContent('Multiplier ×3');
    expect(screen.getByText('You won 2 free spins!')).toBeInTheDocument();
    // No paid play while the feature runs.
    expect(screen.getByRole('button', { name: 'Buy bonus €56.90' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next free spin' }));
    await waitFor(() => expect(banner).toHaveTextContent('1 left'));
    expect(banner).toHaveTextContent('€3.00');
    expect(screen.getByTestId('win-display')).toHaveTextContent('€3.00');

    await user.click(screen.getByRole('button', { name: 'Next free spin' }));
    const summary = await screen.findByRole('dialog', { name: 'The free spins are over' });
    expect(summary).toHaveTextContent('€3.00');
    // The platform has not confirmed the win yet: the last balance stays, marked as pending.
    expect(screen.getByTestId('balance')).toHaveTextContent('€999.00');
    expect(screen.getByText('Your win is being credited')).toBeInTheDocument();
    expect(screen.getByTestId('last-win')).toHaveTextContent('€5.00');
    expect(server.calls.filter((call) => call.path.endsWith('/free-spin'))).toHaveLength(2);
    expect(server.calls.filter((call) => call.path.endsWith('/spin'))).toHaveLength(1);
  });

  it('shows a full-screen message when the session has ended', async () => {
    mockStudioServer({ [OPEN]: refusal(401, 'TOKEN_EXPIRED'), [DETAILS]: { body: gameDetails() } });
    render(<App route={parseRoute('/studio/play/test-slot?mode=real&token=t&lang=de')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Spielsitzung ist abgelaufen. Öffne das Spiel erneut im Casino.',
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });
});
