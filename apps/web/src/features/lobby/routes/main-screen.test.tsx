import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GameCounts } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MainScreen from './main-screen.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The catalogue's counts: `total` games, `top` of them top games, `live` live ones. */
function serveCounts({ total, top, live }: { total: number; top: number; live: number }) {
  const categories = Object.fromEntries(
    ['slots', 'live', 'top', 'new', 'jackpots', 'bonus-games', 'bonus-buy', 'table-games', 'instant_games']
      .concat(['megaways', 'dropwins', 'jackpot-gold', 'jackpot-silver', 'jackpot-bronze', 'baccarat'])
      .concat(['poker', 'roulette', 'dice', 'blackjack', 'live-vip'])
      .map((category) => [category, 0]),
  ) as GameCounts['categories'];
  return mockApi({ 'GET /api/games/counts': { total, categories: { ...categories, top, live } } });
}

describe('MainScreen', () => {
  it('welcomes with one h1, the welcome offer and the live catalogue’s games claim', async () => {
    serveCounts({ total: 160, top: 27, live: 0 });
    renderWithProviders(<MainScreen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // 160 games: "over 150", the friendly figure below the total.
    await screen.findByRole('heading', { level: 1, name: 'Over 150 games in one bright lobby' });
    const hero = screen.getByRole('region', { name: 'Over 150 games in one bright lobby' });
    expect(within(hero).getByText('200% up to 1,000 EUR')).toBeInTheDocument();
    expect(within(hero).getByText('+ 300 free spins')).toBeInTheDocument();
  });

  it('states the Romanian offer in RON', async () => {
    serveCounts({ total: 9_012, top: 2_640, live: 3_355 });
    renderWithProviders(<MainScreen />, { route: '/ro' });
    // A Romanian page writes its numbers the Romanian way.
    const hero = await screen.findByRole('region', { name: /9\.000/ });
    expect(within(hero).getByText('350% up to 57.500 RON')).toBeInTheDocument();
  });

  it('offers a guest sign-up', async () => {
    const { user } = renderWithProviders(<MainScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign up and claim' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('holds the deposit banner’s place from the first render, and loads its form after the first paint', async () => {
    renderWithProviders(<MainScreen />);
    const banner = () => screen.getByRole('region', { name: 'Top up and play' });
    expect(banner()).toHaveAttribute('aria-busy', 'true');
    expect(within(banner()).getByTestId('welcome-card')).toHaveTextContent('200% up to 1,000 EUR');
    expect(within(banner()).queryByLabelText('Deposit amount')).toBeNull();

    expect(await screen.findByLabelText('Deposit amount')).toHaveValue('50');
    expect(banner()).not.toHaveAttribute('aria-busy');
    expect(within(banner()).getByRole('button', { name: 'Deposit €50' })).toBeEnabled();
    expect(screen.getAllByRole('region', { name: 'Top up and play' })).toHaveLength(1);
  });

  it('names no number in the title while the counts load or cannot be read', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<MainScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casino games in one bright lobby');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/games/counts'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casino games in one bright lobby');
    expect(screen.getByRole('region', { name: 'Top games' })).not.toHaveTextContent(/games$/);
  });

  it('counts the carousels from the live catalogue, with the specification’s figures for a full one', async () => {
    serveCounts({ total: 9_012, top: 2_640, live: 3_355 });
    renderWithProviders(<MainScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Over 9,000 games in one bright lobby' });
    expect(screen.getByRole('region', { name: 'Top games' })).toHaveTextContent('2,600+ games');
    expect(screen.getByRole('region', { name: 'Live casino' })).toHaveTextContent('3,300+ games');
  });

  it('shows the sections later releases fill, each saying it opens soon', async () => {
    serveCounts({ total: 160, top: 27, live: 0 });
    renderWithProviders(<MainScreen />);
    const titles = [
      'Game categories',
      'Top games',
      'Live casino',
      'New games',
      'Instant games',
      'Jackpot games',
      'Top winners',
    ];
    for (const title of titles) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveTextContent('Opens soon');
    }
    // The live counts: 27 top games read "20+"; no live games, no count.
    expect(await screen.findByText('20+ games')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top games' })).toHaveTextContent('20+ games');
    expect(screen.getByRole('region', { name: 'Live casino' })).not.toHaveTextContent(/\d/);
  });
});
