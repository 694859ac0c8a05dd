import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';

const openModals = () => Object.keys(useUiStore.getState().modals);

beforeEach(() => {
  useUiStore.setState({ modals: {}, sidebarOpen: false });
});

afterEach(() => {
  setAuthenticated(false);
});

describe('Sidebar promo tiles', () => {
  it('offers sign-up to a guest pressing a protected tile', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
    );
    for (const name of [/Wheel of fortune/, /Missions/, /Store/, /Big win/]) {
      useUiStore.setState({ modals: {} });
      await user.click(screen.getByRole('button', { name }));
      expect(openModals()).toEqual(['SIGNUP']);
    }
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a player to the product’s own page when no gamification widget is configured', async () => {
    setAuthenticated(true);
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
      {
        route: '/de',
      },
    );
    await user.click(screen.getByRole('button', { name: /Wheel of fortune/ }));
    expect(openModals()).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/de/bonuses');
  });

  it('links the promo tile to the bonuses page', () => {
    renderWithProviders(<Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />);
    const tiles = screen.getByRole('list', { name: 'Promotions and mini-games' });
    expect(within(tiles).getByRole('link', { name: /Promotions/ })).toHaveAttribute('href', '/bonuses');
  });
});

describe('Sidebar category groups', () => {
  it('expands and collapses a group, whose entries link to localized category pages', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
      {
        route: '/es',
      },
    );
    const toggle = screen.getByRole('button', { name: /Casino games/ });
    expect(toggle).toHaveAccessibleName('Casino games, 8,000+ games');
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

  it('lists the live and jackpot groups with their counts', async () => {
    const { user } = renderWithProviders(
      <Sidebar id="sidebar" mode="expanded" open={false} onClose={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Live casino, 3,355+ games' }));
    expect(screen.getByRole('link', { name: 'Live VIP' })).toHaveAttribute('href', '/games/live-vip');
    await user.click(screen.getByRole('button', { name: 'Jackpots, 670+ games' }));
    expect(screen.getByRole('link', { name: 'Gold jackpot' })).toHaveAttribute('href', '/games/jackpot-gold');
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
