import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { GameCounts } from '@casino/contracts';
import { setVisitorCountry } from '../../../lib/market.ts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';

const openModals = () => Object.keys(useUiStore.getState().modals);

/** A catalogue of 160 games: 7 dice games, nothing live and no jackpots. */
const SMALL_CATALOGUE: GameCounts = {
  total: 160,
  categories: {
    slots: 153,
    live: 0,
    top: 27,
    new: 20,
    jackpots: 0,
    'bonus-games': 120,
    'bonus-buy': 25,
    'table-games': 0,
    instant_games: 7,
    megaways: 30,
    dropwins: 18,
    'jackpot-gold': 0,
    'jackpot-silver': 0,
    'jackpot-bronze': 0,
    baccarat: 0,
    poker: 0,
    roulette: 0,
    dice: 7,
    blackjack: 0,
    'live-vip': 0,
  },
};

beforeEach(() => {
  useUiStore.setState({ modals: {}, sidebarOpen: false });
  mockApi({ 'GET /api/games/counts': SMALL_CATALOGUE });
});

afterEach(() => {
  setAuthenticated(false);
  vi.unstubAllGlobals();
});

describe('Sidebar promo tiles', () => {
  it('offers sign-up to a guest pressing a protected tile', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
    );
    for (const name of [/Wheel of fortune/, /Missions/, /Bonus shop/, /Big win/]) {
      useUiStore.setState({ modals: {} });
      await user.click(screen.getByRole('button', { name }));
      expect(openModals()).toEqual(['SIGNUP']);
    }
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a player to the page named like the tile when no gamification widget is configured', async () => {
    setAuthenticated(true);
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
      {
        route: '/de',
      },
    );
    const tiles = [
      [/Wheel of fortune/, '/de/wheel-of-fortune'],
      [/Missions/, '/de/missions'],
      [/Bonus shop/, '/de/bonus_shop'],
      [/Big win/, '/de/big-win'],
    ] as const;
    for (const [name, path] of tiles) {
      await user.click(screen.getByRole('button', { name }));
      expect(openModals()).toEqual([]);
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    }
  });

  it('links the promo tile to the bonuses page', () => {
    renderWithProviders(<Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />);
    const tiles = screen.getByRole('list', { name: 'Promotions and mini-games' });
    expect(within(tiles).getByRole('link', { name: /Promotions/ })).toHaveAttribute('href', '/bonuses');
  });
});

describe('Sidebar category groups', () => {
  it('expands and collapses a group, whose entries link to localized category pages', async () => {
    mockApi({ 'GET /api/games/counts': { ...SMALL_CATALOGUE, total: 8_252 } });
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
      {
        route: '/es',
      },
    );
    // The live count, rounded down, as a Spanish page writes it.
    const toggle = await screen.findByRole('button', { name: 'Casino games, 8.200+ games' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Megaways' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/es/games/slots',
      '/es/games/live',
      '/es/games/dice',
      '/es/games/top',
      '/es/games/new',
      '/es/games/bonus-games',
      '/es/games/table-games',
      '/es/games/instant_games',
      '/es/games/megaways',
      '/es/games/dropwins',
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('removes drops and wins for a visitor from the UK (§4)', async () => {
    setVisitorCountry('GB');
    try {
      mockApi({ 'GET /api/games/counts': SMALL_CATALOGUE });
      const { user } = renderWithProviders(
        <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
      );
      await user.click(await screen.findByRole('button', { name: /^Casino games/ }));
      expect(screen.getByRole('link', { name: 'Megaways' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /drops/i })).not.toBeInTheDocument();
    } finally {
      setVisitorCountry(null);
    }
  });

  it('shows no count for an empty group, whose category pages stay linked', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
    );
    await screen.findByRole('button', { name: 'Casino games, 150+ games' });
    const live = screen.getByRole('button', { name: 'Live casino' });
    expect(live).toHaveTextContent(/^Live casino$/);
    await user.click(live);
    expect(screen.getByRole('link', { name: 'Live VIP' })).toHaveAttribute('href', '/games/live-vip');
    await user.click(screen.getByRole('button', { name: 'Jackpots' }));
    expect(screen.getByRole('link', { name: 'All jackpots' })).toHaveAttribute('href', '/games/jackpots');
    expect(screen.getByRole('link', { name: 'Gold jackpot' })).toHaveAttribute('href', '/games/jackpot-gold');
  });

  it('counts each group from the live catalogue, rounded down, as the language writes numbers', async () => {
    mockApi({
      'GET /api/games/counts': {
        total: 8_252,
        categories: { ...SMALL_CATALOGUE.categories, live: 3_355, jackpots: 7 },
      },
    });
    renderWithProviders(<Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />, {
      route: '/de',
    });
    const casino = await screen.findByRole('button', { name: 'Casino games, 8.200+ games' });
    expect(casino).toHaveTextContent('8.200+');
    expect(screen.getByRole('button', { name: 'Live casino, 3.300+ games' })).toBeInTheDocument();
    // Under 10 games the count is exact, and said without a plural.
    expect(screen.getByRole('button', { name: 'Jackpots, Games: 7' })).toHaveTextContent('7');
  });

  it('shows no counts while they load or when they cannot be read', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Casino games' })).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/games/counts'));
    expect(screen.getByRole('button', { name: 'Casino games' })).toHaveTextContent(/^Casino games$/);
  });

  it('opens the search modal from the sidebar search box', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Search games and providers' }));
    expect(openModals()).toEqual(['SEARCH']);
  });
});

describe('Collapsed sidebar flyouts', () => {
  it('opens on keyboard focus and closes on Escape, keeping focus on its button', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="collapsed" open={false} onClose={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: 'All live games' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    act(() => trigger.focus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'All live games' });
    expect(within(panel).getByRole('link', { name: 'Baccarat' })).toHaveAttribute('href', '/games/baccarat');

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('shows the count in the title of a group’s flyout, and none for an empty group', async () => {
    renderWithProviders(<Sidebar id="sidebar" mode="collapsed" open={false} onClose={vi.fn()} />);
    const panelOf = (name: string) =>
      document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '');
    await vi.waitFor(() => expect(panelOf('Casino games')).toHaveTextContent(/^Casino games150\+/));
    expect(panelOf('All live games')).not.toHaveTextContent(/\d/);
    expect(panelOf('Jackpot games')).not.toHaveTextContent(/\d/);
  });

  it('opens on hover and lists the languages', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="collapsed" open={false} onClose={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Language: English' });
    expect(within(panel).getAllByRole('button')).toHaveLength(9);
    expect(within(panel).getByRole('button', { name: /English$/ })).toHaveAttribute('aria-current', 'true');
    await user.unhover(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes one flyout when another opens', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="collapsed" open={false} onClose={vi.fn()} />,
    );
    const casino = screen.getByRole('button', { name: 'Casino games' });
    await user.hover(casino);
    expect(casino).toHaveAttribute('aria-expanded', 'true');
    const language = screen.getByRole('button', { name: 'Language: English' });
    act(() => language.focus());
    expect(language).toHaveAttribute('aria-expanded', 'true');
    expect(casino).toHaveAttribute('aria-expanded', 'false');
  });
});
