import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aGame, aGameList } from '../test-support.ts';
import GamesScreen from './games-screen.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  setAuthenticated(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthenticated(false);
});

function renderGames(route = '/games/slots') {
  return renderWithProviders(
    <Routes>
      <Route path="/games/:categoryId?" element={<GamesScreen />} />
      <Route path="/:lang/games/:categoryId?" element={<GamesScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );
}

/** The query of the `index`th call of the games list (the page also reads the providers). */
const queryOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], index: number) => {
  const lists = fetchMock.mock.calls
    .map(([url]) => new URL(String(url)))
    .filter((url) => url.pathname === '/api/games');
  return Object.fromEntries(lists[index]?.searchParams ?? []);
};

const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    aGame({ id: `game-${from + index}`, name: `Game ${from + index}`, badges: [] }),
  );

describe('games list', () => {
  it('shows the switcher of the page’s set with its own category marked', async () => {
    mockApi({ 'GET /api/games': aGameList([]) });
    renderGames('/games/baccarat');
    const live = screen.getByRole('navigation', { name: 'Live casino categories' });
    expect(within(live).getByRole('link', { current: 'page' })).toHaveTextContent('Baccarat');
    expect(
      within(live)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Live casino', 'Baccarat', 'Roulette', 'Poker', 'Blackjack', 'Live VIP']);
    await screen.findByText('No games found.');
  });

  it('shows the jackpot set on a jackpot tier’s page', async () => {
    mockApi({ 'GET /api/games': aGameList([]) });
    renderGames('/de/games/jackpot-gold');
    const jackpots = await screen.findByRole('navigation', { name: 'Jackpot categories' });
    expect(within(jackpots).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/de/games/jackpot-gold',
    );
  });

  it('shows the category’s title and its tiles: artwork, badges, name and studio', async () => {
    const game = aGame({ badges: ['new', 'top', 'wagering'] });
    const { fetchMock } = mockApi({ 'GET /api/games': aGameList([game]) });
    renderGames('/games/megaways');

    expect(screen.getByRole('heading', { level: 1, name: 'Megaways' })).toBeInTheDocument();
    const art = await screen.findByRole('img', { name: 'Starfall Fortune' });
    expect(art).toHaveAttribute('src', game.imagine.files.mobile);
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(art).toHaveAttribute('decoding', 'async');
    expect(art).toHaveAttribute('width', '300');
    expect(art).toHaveAttribute('height', '400');
    const tile = art.closest('li') as HTMLElement;
    expect(within(tile).getByRole('list', { name: 'Badges' })).toHaveTextContent('NewTopWagering');
    expect(tile).toHaveTextContent('Lumen Studio');
    expect(queryOf(fetchMock, 0)).toEqual({ category: 'megaways', page: '1', pageSize: '15' });
  });

  it('lists every game under "All games" without a category', async () => {
    const { fetchMock } = mockApi({ 'GET /api/games': aGameList([aGame()]) });
    renderGames('/games');
    expect(screen.getByRole('heading', { level: 1, name: 'All games' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Starfall Fortune' });
    expect(queryOf(fetchMock, 0)).toEqual({ page: '1', pageSize: '15' });
  });

  it('shows skeleton tiles while the first page loads', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderGames();
    expect(screen.getByTestId('games-loading').querySelectorAll('li')).toHaveLength(15);
  });

  it('loads 15 more on "Load more" and stops at the total', async () => {
    let page = 0;
    const { fetchMock } = mockApi({
      'GET /api/games': () => {
        page += 1;
        return {
          status: 200,
          body:
            page === 1
              ? aGameList(numbered(1, 15), { total: 20 })
              : aGameList(numbered(16, 5), { total: 20, page: 2 }),
        };
      },
    });
    const { user } = renderGames();
    await screen.findByRole('img', { name: 'Game 15' });
    expect(screen.getByText('15 of 20 games')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('img', { name: 'Game 20' });
    expect(screen.getByRole('img', { name: 'Game 1' })).toBeInTheDocument();
    expect(screen.getByText('20 of 20 games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queryOf(fetchMock, 1)).toEqual({ category: 'slots', page: '2', pageSize: '15' });
  });

  it('says no games were found, with a way to all games', async () => {
    mockApi({ 'GET /api/games': aGameList([]) });
    renderGames('/games/slots');
    expect(await screen.findByText('No games found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all games' })).toHaveAttribute('href', '/games');
  });

  it('asks a guest on the favourites page to sign up', async () => {
    mockApi({ 'GET /api/games': aGameList([]) });
    const { user } = renderGames('/games/favorites');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('tells a player with no favourites how to keep one', async () => {
    setAuthenticated(true);
    mockApi({ 'GET /api/games': aGameList([]), 'GET /api/favorites': { ids: [] } });
    renderGames('/games/favorites');
    expect(await screen.findByText(/Press the heart on a game/)).toBeInTheDocument();
  });

  it('turns a tile’s heart on at once and keeps it with the server’s answer', async () => {
    setAuthenticated(true);
    const game = aGame({ id: 'starfall-fortune', name: 'Starfall Fortune' });
    const { calls } = mockApi({
      'GET /api/games': aGameList([game]),
      'GET /api/favorites': { ids: [] },
      'PUT /api/favorites/starfall-fortune': () => ({ status: 200, body: { ids: ['starfall-fortune'] } }),
    });
    const { user } = renderGames('/games/slots');
    const heart = await screen.findByRole('button', { name: 'Favourite: Starfall Fortune' });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/favorites'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    setAuthenticated(true);
    mockApi({
      'GET /api/games': aGameList([aGame({ id: 'starfall-fortune', name: 'Starfall Fortune' })]),
      'GET /api/favorites': { ids: [] },
      'PUT /api/favorites/starfall-fortune': apiError(404, 'not_found'),
    });
    const { user } = renderGames('/games/slots');
    const heart = await screen.findByRole('button', { name: 'Favourite: Starfall Fortune' });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(useUiStore.getState().toasts.at(-1)?.kind).toBe('error');
  });

  it('opens the sign-up when a guest presses a heart', async () => {
    mockApi({ 'GET /api/games': aGameList([aGame({ name: 'Starfall Fortune' })]) });
    const { user } = renderGames('/games/slots');
    await user.click(await screen.findByRole('button', { name: 'Favourite: Starfall Fortune' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('filters by provider from the list of studios, and titles a provider’s page with its name', async () => {
    const { fetchMock } = mockApi({
      'GET /api/games': aGameList([aGame()]),
      'GET /api/providers': {
        providers: [
          { id: 7, name: 'Lumen Studio', games: 12 },
          { id: 9, name: 'Ember Forge', games: 3 },
        ],
      },
    });
    const { user } = renderGames('/games/slots');
    const filter = await screen.findByRole('combobox', { name: 'Provider' });
    await screen.findByRole('option', { name: 'Ember Forge (3)' });
    await user.selectOptions(filter, 'Ember Forge (3)');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => new URL(String(url)).searchParams.get('provider') === '9'),
      ).toBe(true),
    );
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]));
    expect(last.searchParams.get('category')).toBe('slots');
  });

  it('shows a provider’s page at games?provider=ID', async () => {
    mockApi({
      'GET /api/games': aGameList([aGame()]),
      'GET /api/providers': { providers: [{ id: 7, name: 'Lumen Studio', games: 12 }] },
    });
    renderGames('/games?provider=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Games by Lumen Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('7');
  });

  it('offers a retry when the list cannot be read', async () => {
    let calls = 0;
    mockApi({
      'GET /api/games': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'internal')() : { status: 200, body: aGameList([aGame()]) };
      },
    });
    const { user } = renderGames();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Starfall Fortune' })).toBeInTheDocument();
  });
});

describe('tile action (§4 game play)', () => {
  it('takes a guest straight to the demo of a game that has one', async () => {
    mockApi({ 'GET /api/games': aGameList([aGame({ hasDemo: true })]) });
    const { user } = renderGames('/de/games/slots');
    await user.click(await screen.findByRole('link', { name: 'Starfall Fortune' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/de/game/starfall-fortune/demo?name=Starfall-Fortune',
    );
  });

  it('asks a guest to sign up for a game without a demo, and offers no demo link', async () => {
    mockApi({ 'GET /api/games': aGameList([aGame({ hasDemo: false })]) });
    const { user } = renderGames();
    await user.click(await screen.findByRole('button', { name: 'Starfall Fortune' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
    expect(screen.getByTestId('location')).toHaveTextContent('/games/slots');
    expect(screen.queryByRole('link', { name: /Demo/ })).toBeNull();
  });

  it('opens the real-money page for a player, with a demo link beside it', async () => {
    setAuthenticated(true);
    mockApi({ 'GET /api/games': aGameList([aGame({ hasDemo: true })]) });
    const { user } = renderGames();
    const play = await screen.findByRole('link', { name: 'Starfall Fortune' });
    expect(play).toHaveAttribute('href', '/game/starfall-fortune?name=Starfall-Fortune');
    expect(screen.getByRole('link', { name: 'Demo: Starfall Fortune' })).toHaveAttribute(
      'href',
      '/game/starfall-fortune/demo?name=Starfall-Fortune',
    );
    await user.click(play);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/game/starfall-fortune?name=Starfall-Fortune',
      ),
    );
    expect(useUiStore.getState().modals).toEqual({});
  });
});
