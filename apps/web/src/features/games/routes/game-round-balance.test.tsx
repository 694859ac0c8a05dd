import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ShortBalance } from '@casino/contracts';
import { usePlayerBalance } from '../../auth/index.ts';
import { applyBalancePush, useShortBalance } from '../../wallet/index.ts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aGame, aGameList, aLaunch, someDetails, STUDIO_ORIGIN } from '../test-support.ts';
import GameScreen from './game-screen.tsx';

/**
 * The game's server settles a round before the game shows it. The header's balance (and the toolbar's) must
 * not tell the outcome while the reels still spin: it moves only once the game says it shows the result.
 */

const BALANCE_KEY = ['wallet', 'balance'] as const;
const GAME = 'starfall-fortune';

const shortBalance = (balance: number): ShortBalance => ({
  currency: 'EUR',
  balanceMain: balance,
  bonusCasino: 0,
  balance,
});

/** What the header shows (the header's own balance hook). */
function HeaderBalance() {
  const { amount } = usePlayerBalance();
  return <output data-testid="header-balance">{amount}</output>;
}

/** The live balance in minor units, as the query cache tells its observers, hold or no hold. */
function LiveBalance() {
  const { data } = useShortBalance();
  return <output data-testid="live-balance">{data?.balance}</output>;
}

let onServer = 123_450;

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(true);
  onServer = 123_450;
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthenticated(false);
});

function renderGame(route = `/game/${GAME}`) {
  mockApi({
    [`GET /api/games/${GAME}`]: someDetails(),
    [`POST /api/games/${GAME}/launch`]: (call: { body: unknown }) => ({
      status: 200,
      body: aLaunch({ mode: (call.body as { mode: 'real' | 'demo' }).mode }),
    }),
    'GET /api/wallet/balance': () => ({ status: 200, body: shortBalance(onServer) }),
    'GET /api/games': aGameList([aGame()]),
  });
  return renderWithProviders(
    <>
      <HeaderBalance />
      <LiveBalance />
      <Routes>
        <Route path="/game/:gameId/:demo?" element={<GameScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route },
  );
}

function post(frame: HTMLIFrameElement, data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: STUDIO_ORIGIN, source: frame.contentWindow }),
    );
  });
}

const roundStart = { source: 'lumen-studio', type: 'round-start', gameId: GAME };
const roundResult = (balance: number | null) => ({
  source: 'lumen-studio',
  type: 'round-result',
  gameId: GAME,
  balance,
  currency: 'EUR',
  mode: 'real',
});

const header = () => screen.getByTestId('header-balance');
/**
 * Waits until the query cache has told its observers of `balance` (it does so on a timer): the displays it
 * told at the same time would have shown it by then.
 */
const observed = (balance: number) =>
  waitFor(() => expect(screen.getByTestId('live-balance')).toHaveTextContent(String(balance)));
const toolbar = () => screen.getByTestId('game-balance');

async function openedGame() {
  const frame = await screen.findByTitle<HTMLIFrameElement>('Starfall Fortune');
  await waitFor(() => expect(header()).toHaveTextContent('€1,234.50'));
  expect(toolbar()).toHaveTextContent('€1,234.50');
  return frame;
}

describe('the balance during a game round', () => {
  it('stays as it was while the round is on screen, though a poll and a push bring the outcome', async () => {
    const { queryClient } = renderGame();
    const frame = await openedGame();

    post(frame, roundStart);
    // The round is settled (a 1.00 win on a 1.00 bet… then 100.00 more): the poll and the push know it.
    onServer = 133_450;
    await act(() => queryClient.refetchQueries({ queryKey: BALANCE_KEY, exact: true }));
    act(() => applyBalancePush(shortBalance(133_450)));
    await observed(133_450);
    expect(queryClient.getQueryData(BALANCE_KEY)).toEqual(shortBalance(133_450));
    expect(header()).toHaveTextContent('€1,234.50');
    expect(toolbar()).toHaveTextContent('€1,234.50');

    post(frame, roundResult(133_450));
    await waitFor(() => expect(header()).toHaveTextContent('€1,334.50'));
    expect(toolbar()).toHaveTextContent('€1,334.50');
  });

  it('follows the live balance between rounds', async () => {
    const { queryClient } = renderGame();
    await openedGame();
    // A deposit made beside the game shows at once: no round is on screen.
    act(() => applyBalancePush(shortBalance(223_450)));
    await waitFor(() => expect(header()).toHaveTextContent('€2,234.50'));
    expect(toolbar()).toHaveTextContent('€2,234.50');
    expect(queryClient.getQueryData(BALANCE_KEY)).toEqual(shortBalance(223_450));
  });

  it('catches up when the game stops mid-round or refuses the stake', async () => {
    renderGame();
    const frame = await openedGame();
    post(frame, roundStart);
    act(() => applyBalancePush(shortBalance(120_000)));
    await observed(120_000);
    expect(header()).toHaveTextContent('€1,234.50');
    onServer = 120_000;
    post(frame, { source: 'lumen-studio', type: 'insufficient-funds', gameId: GAME });
    await waitFor(() => expect(header()).toHaveTextContent('€1,200.00'));

    post(frame, roundStart);
    act(() => applyBalancePush(shortBalance(110_000)));
    await observed(110_000);
    expect(header()).toHaveTextContent('€1,200.00');
    onServer = 110_000;
    post(frame, { source: 'lumen-studio', type: 'error', code: 'TOKEN_EXPIRED' });
    await waitFor(() => expect(header()).toHaveTextContent('€1,100.00'));
  });

  it('shows the live balance again when the page closes mid-round', async () => {
    const { unmount } = renderGame();
    const frame = await openedGame();
    post(frame, roundStart);
    onServer = 99_000;
    act(() => applyBalancePush(shortBalance(99_000)));
    await observed(99_000);
    expect(header()).toHaveTextContent('€1,234.50');
    unmount();
    // The header of the next page shows what the server says, not the closed game's held balance.
    renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(header()).toHaveTextContent('€990.00'));
  });

  it('leaves the header alone in the demo, whose rounds are play money', async () => {
    renderGame(`/game/${GAME}/demo`);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Starfall Fortune');
    await waitFor(() => expect(header()).toHaveTextContent('€1,234.50'));
    post(frame, roundStart);
    act(() => applyBalancePush(shortBalance(223_450)));
    await waitFor(() => expect(header()).toHaveTextContent('€2,234.50'));
  });
});
