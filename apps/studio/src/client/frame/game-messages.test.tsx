import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { parseRoute } from '../route.ts';
import { gameDetails, sessionView, SESSION_ID, slotSpin, spinRound } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';
import { postToParent } from './post-to-parent.ts';

vi.mock('./post-to-parent.ts', () => ({ postToParent: vi.fn(() => true) }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(postToParent).mockClear();
});

describe('what a slot tells the framing page', () => {
  it('the session, then each round: begun before the spin is sent, its result once the reels show it', async () => {
    mockStudioServer({
      'POST /studio/api/sessions': { body: sessionView({ mode: 'real' }) },
      'GET /studio/api/games/test-slot?currency=EUR': { body: gameDetails() },
      [`POST /studio/api/sessions/${SESSION_ID}/spin`]: {
        body: { round: spinRound(slotSpin({ totalWin: 40 })), balance: 99_940 },
      },
    });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/test-slot?mode=real&token=t&lang=en')} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const sent = () => vi.mocked(postToParent).mock.calls.map(([message]) => message);
    expect(sent()).toEqual([
      { type: 'ready', gameId: 'test-slot' },
      { type: 'balance', balance: 100_000, currency: 'EUR', mode: 'real' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    // Without motion (the test browser has none) the result shows as soon as the answer lands.
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('€999.40'));
    expect(sent().slice(2)).toEqual([
      { type: 'round-start', gameId: 'test-slot' },
      { type: 'round-result', gameId: 'test-slot', balance: 99_940, currency: 'EUR', mode: 'real' },
    ]);
  });
});
