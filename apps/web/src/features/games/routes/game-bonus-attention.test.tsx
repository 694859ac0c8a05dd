import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ModalHost } from '../../../app/modal-host.tsx';
import { setAuthenticated } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PLAYER } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aGame, aGameList, aLaunch, someDetails } from '../test-support.ts';
import GameScreen from './game-screen.tsx';

/**
 * §8 "game does not contribute to wagering (choose a bonus game)": the launch answer says the active bonus
 * does not count the game's stakes. ATTENTION_BONUS tells the player so the first time of the day for each
 * game; later launches that day only show the toast.
 */

const STARFALL = aGame();
const DICE = aGame({ id: 'lucky-dice', name: 'Lucky Dice' });
const EVENING = new Date(2026, 10, 27, 21, 30);
const NEXT_MORNING = new Date(2026, 10, 28, 8, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userId, PLAYER.id);
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAuthenticated(false);
});

/** The game page of `game` (with the modal host), whose launch says the bonus does not count it. */
function playGame(game = STARFALL, bonusWagering: 'counts' | 'doesNotCount' = 'doesNotCount') {
  mockApi({
    [`GET /api/games/${game.id}`]: someDetails(game),
    [`POST /api/games/${game.id}/launch`]: aLaunch({ bonusWagering }),
    'GET /api/games': aGameList([game]),
  });
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/game/:gameId" element={<GameScreen />} />
        <Route path="/games/:categoryId" element={<h1>Bonus games</h1>} />
      </Routes>
      <ModalHost />
    </>,
    { route: `/game/${game.id}` },
  );
}

const attention = () => screen.findByRole('dialog', { name: 'Attention: your active bonus' });
const gameFrame = (game = STARFALL) => screen.findByTitle(game.name);
const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);
const modals = () => useUiStore.getState().modals;

describe('a game that does not count towards the active bonus', () => {
  it('opens ATTENTION_BONUS with the game name instead of the toast, and marks the day as shown', async () => {
    playGame();
    const dialog = await attention();
    expect(modals()).toEqual({ ATTENTION_BONUS: { game: 'Starfall Fortune' } });
    expect(
      within(dialog).getByText(
        'Starfall Fortune does not count towards your bonus wagering. Choose a bonus game to make progress.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your stakes here are paid from your real money first, then from your bonus money.',
      ),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(await gameFrame()).toBeInTheDocument();
    // The player's '{game}IsAlreadyShowed' key holds the start of the next local day.
    expect(localStorage.getItem(`${PLAYER.id}:starfall-fortuneIsAlreadyShowed`)).toBe(
      String(new Date(2026, 10, 28).getTime()),
    );
  });

  it('the same day, the same game only shows the toast; another game opens it again', async () => {
    const first = playGame();
    await attention();
    first.unmount();
    useUiStore.setState({ modals: {}, toasts: [] });

    const again = playGame();
    await gameFrame();
    expect(toasts()).toEqual(['gameNotification.doesNotContribute']);
    expect(modals()).toEqual({});
    again.unmount();
    useUiStore.setState({ modals: {}, toasts: [] });

    playGame(DICE);
    await attention();
    expect(modals()).toEqual({ ATTENTION_BONUS: { game: 'Lucky Dice' } });
  });

  it('opens it again the next day', async () => {
    const first = playGame();
    await attention();
    first.unmount();
    useUiStore.setState({ modals: {}, toasts: [] });

    vi.setSystemTime(NEXT_MORNING);
    playGame();
    await attention();
    expect(toasts()).toEqual([]);
  });

  it('is counted per player: another account in the same browser is told too', async () => {
    localStorage.setItem(`${PLAYER.id}:starfall-fortuneIsAlreadyShowed`, String(NEXT_MORNING.getTime()));
    localStorage.setItem(STORAGE_KEYS.userId, 'another-player');
    playGame();
    await attention();
  });

  it('"Play anyway" closes it and leaves the game running', async () => {
    const { user } = playGame();
    await user.click(within(await attention()).getByRole('button', { name: 'Play anyway' }));
    expect(modals()).toEqual({});
    expect(await gameFrame()).toBeInTheDocument();
  });

  it('"Choose a bonus game" closes it and goes to the bonus games', async () => {
    const { user } = playGame();
    await user.click(within(await attention()).getByRole('link', { name: 'Choose a bonus game' }));
    expect(modals()).toEqual({});
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/games\/bonus-games$/);
    expect(screen.getByRole('heading', { name: 'Bonus games' })).toBeInTheDocument();
  });

  it('a game that counts says nothing', async () => {
    playGame(STARFALL, 'counts');
    await gameFrame();
    expect(toasts()).toEqual([]);
    expect(modals()).toEqual({});
  });
});
