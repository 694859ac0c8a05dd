import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GameCounts } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { aGame, aGameList, welcomeOfferAnswer } from '../../../test/fixtures.ts';
import { mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MainScreen from './main-screen.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {} });
  // jsdom has no matchMedia; Swiper asks it for its breakpoints. No query matches: a phone's width.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The catalogue's counts: `total` games, `top` of them top games, `live` live ones, `new` new ones. */
function countsOf({
  total,
  top,
  live,
  new: fresh = 0,
}: {
  total: number;
  top: number;
  live: number;
  new?: number;
}) {
  const categories = Object.fromEntries(
    ['slots', 'live', 'top', 'new', 'jackpots', 'bonus-games', 'bonus-buy', 'table-games', 'instant_games']
      .concat(['megaways', 'dropwins', 'jackpot-gold', 'jackpot-silver', 'jackpot-bronze', 'baccarat'])
      .concat(['poker', 'roulette', 'dice', 'blackjack', 'live-vip'])
      .map((category) => [category, 0]),
  ) as GameCounts['categories'];
  return { total, categories: { ...categories, top, live, new: fresh } };
}

function serveCounts(counts: { total: number; top: number; live: number }) {
  return mockApi({
    'GET /api/games/counts': countsOf(counts),
    'GET /api/games': aGameList([]),
    'GET /api/bonuses/welcome': welcomeOfferAnswer,
  });
}

describe('MainScreen', () => {
  it('welcomes with one h1, the welcome offer and the live catalogue’s games claim', async () => {
    serveCounts({ total: 160, top: 27, live: 0 });
    renderWithProviders(<MainScreen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // 160 games: "over 150", the friendly figure below the total.
    await screen.findByRole('heading', { level: 1, name: 'Over 150 games in one bright lobby' });
    const hero = screen.getByRole('region', { name: 'Over 150 games in one bright lobby' });
    expect(await within(hero).findByText('200% up to 1,000 EUR')).toBeInTheDocument();
    expect(within(hero).getByText('+ 300 free spins')).toBeInTheDocument();
  });

  it('states the Romanian offer in RON', async () => {
    serveCounts({ total: 9_012, top: 2_640, live: 3_355 });
    renderWithProviders(<MainScreen />, { route: '/ro' });
    // A Romanian page writes its numbers the Romanian way.
    const hero = await screen.findByRole('region', { name: /9\.000/ });
    expect(await within(hero).findByText('350% up to 57.500 RON')).toBeInTheDocument();
  });

  it('offers a guest sign-up', async () => {
    const { user } = renderWithProviders(<MainScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign up and claim' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('holds the deposit banner’s place from the first render, and loads its form after the first paint', async () => {
    mockApi({ 'GET /api/bonuses/welcome': welcomeOfferAnswer });
    renderWithProviders(<MainScreen />);
    const banner = () => screen.getByRole('region', { name: 'Top up and play' });
    expect(banner()).toHaveAttribute('aria-busy', 'true');
    expect(within(banner()).getByTestId('welcome-card')).toBeInTheDocument();
    expect(within(banner()).queryByLabelText('Deposit amount')).toBeNull();

    expect(await screen.findByLabelText('Deposit amount')).toHaveValue('50');
    expect(banner()).not.toHaveAttribute('aria-busy');
    expect(within(banner()).getByRole('button', { name: 'Deposit €50' })).toBeEnabled();
    expect(screen.getAllByRole('region', { name: 'Top up and play' })).toHaveLength(1);
    await waitFor(() =>
      expect(within(banner()).getByTestId('welcome-card')).toHaveTextContent('200% up to 1,000 EUR'),
    );
  });

  it('names no number in the title while the counts load or cannot be read', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<MainScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casino games in one bright lobby');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/games/counts'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casino games in one bright lobby');
    expect(screen.getByRole('region', { name: 'Top games' })).not.toHaveTextContent(/\d\+? games/);
  });

  it('counts the carousels from the live catalogue, with the specification’s figures for a full one', async () => {
    serveCounts({ total: 9_012, top: 2_640, live: 3_355 });
    renderWithProviders(<MainScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Over 9,000 games in one bright lobby' });
    expect(screen.getByRole('region', { name: 'Top games' })).toHaveTextContent('2,600+ games');
    expect(screen.getByRole('region', { name: 'Live casino' })).toHaveTextContent('3,300+ games');
  });

  it('shows the casino set of the category switcher, each chip a link to its category page', async () => {
    serveCounts({ total: 160, top: 27, live: 0 });
    renderWithProviders(<MainScreen />);
    const switcher = screen.getByRole('navigation', { name: 'Casino categories' });
    const chips = within(switcher).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Slots',
      'Live casino',
      'Dice',
      'Top games',
      'New games',
      'Bonus games',
      'Table games',
      'Instant games',
      'Megaways',
      'Drops & Wins',
    ]);
    expect(within(switcher).getByRole('link', { name: 'Dice' })).toHaveAttribute('href', '/games/dice');
    expect(within(switcher).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('fills each carousel from its category, 15 at a time, with the see-all link from 6 games', async () => {
    const top = Array.from({ length: 27 }, (_, index) => aGame({ id: `top-${index}`, name: `Top ${index}` }));
    const { urls } = mockApi({
      'GET /api/games/counts': countsOf({ total: 160, top: 27, live: 0, new: 4 }),
      'GET /api/games': (_call: RecordedCall, url: URL) => {
        const category = url.searchParams.get('category');
        const page = Number(url.searchParams.get('page'));
        if (category === 'top')
          return { status: 200, body: aGameList(top.slice((page - 1) * 15, page * 15), { page, total: 27 }) };
        if (category === 'new')
          return { status: 200, body: aGameList([aGame({ id: 'fresh', name: 'Fresh Spin' })], { total: 1 }) };
        return { status: 200, body: aGameList([]) };
      },
    });
    renderWithProviders(<MainScreen />);
    const topSection = screen.getByRole('region', { name: 'Top games' });
    expect(await within(topSection).findByText('Top 0')).toBeInTheDocument();
    expect(within(topSection).getByText('Top 14')).toBeInTheDocument();
    // jsdom lays nothing out, so every slider is at its end: the next page is read, and no more.
    expect(await within(topSection).findByText('Top 26')).toBeInTheDocument();
    expect(urls.filter((url) => url.searchParams.get('category') === 'top')).toHaveLength(2);
    expect(within(topSection).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/games/top');
    const topCalls = urls.filter((url) => url.searchParams.get('category') === 'top');
    expect(topCalls[0]?.searchParams.get('pageSize')).toBe('15');
    expect(topCalls[0]?.searchParams.get('page')).toBe('1');

    // Under 6 games: the game, but neither the see-all link nor the arrows.
    const newSection = screen.getByRole('region', { name: 'New games' });
    expect(await within(newSection).findByText('Fresh Spin')).toBeInTheDocument();
    expect(within(newSection).queryByRole('link', { name: 'See all' })).toBeNull();
    expect(within(newSection).queryByRole('button', { name: /Next/ })).toBeNull();

    // An empty category says so, and invents nothing.
    const liveSection = screen.getByRole('region', { name: 'Live casino' });
    expect(await within(liveSection).findByText(/No games here yet/)).toBeInTheDocument();
    expect(within(liveSection).queryAllByRole('link')).toHaveLength(0);
    expect(liveSection).not.toHaveTextContent(/\d/);
  });

  it('shows the live counts on the carousels’ titles, and the top winners below them', async () => {
    serveCounts({ total: 160, top: 27, live: 0 });
    renderWithProviders(<MainScreen />);
    expect(screen.getByRole('region', { name: 'Top winners' })).toBeInTheDocument();
    // The live counts: 27 top games read "20+"; no live games, no count.
    // (The title row is drawn again when the carousel's chunk arrives: the region is what stays.)
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Top games' })).toHaveTextContent('20+ games'),
    );
  });
});
