import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setAuthenticated } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { aGame } from '../test-support.ts';
import { GameTile } from './game-tile.tsx';

afterEach(() => setAuthenticated(false));

function region(container: HTMLElement, name: 'cover' | 'overlay' | 'caption'): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-region="${name}"]`);
  if (!element) throw new Error(`no ${name} region`);
  return element;
}

describe('game tile layout', () => {
  it('keeps the badges, the Demo link and the name in separate regions', () => {
    const game = aGame({ name: 'Mighty Valhalla', badges: ['new', 'top', 'wagering'], hasDemo: true });
    const { container } = renderWithProviders(<GameTile game={game} />);
    const cover = region(container, 'cover');
    const overlay = region(container, 'overlay');
    const caption = region(container, 'caption');

    // The artwork's link and the overlay are the cover's two children, art first.
    const art = screen.getByRole('img', { name: 'Mighty Valhalla' });
    const artLink = art.closest('a') as HTMLElement;
    expect([...cover.children]).toEqual([artLink, overlay]);
    expect(overlay.contains(art)).toBe(false);

    // In the overlay: the top row (badges, then the heart), then the Demo link (bottom); none holds another.
    const badges = within(overlay).getByRole('list', { name: 'Badges' });
    const heart = within(overlay).getByRole('button', { name: 'Favourite: Mighty Valhalla' });
    const demo = within(overlay).getByRole('link', { name: 'Demo: Mighty Valhalla' });
    const top = badges.parentElement as HTMLElement;
    expect([...overlay.children]).toEqual([top, demo]);
    expect([...top.children]).toEqual([badges, heart]);
    expect(badges.contains(demo)).toBe(false);

    // The name and the studio are under the cover, outside it.
    expect(cover.nextElementSibling).toBe(caption);
    expect(cover).not.toHaveTextContent('Mighty Valhalla');
    expect(within(caption).getByText('Mighty Valhalla')).toBeInTheDocument();
    expect(within(caption).getByText('Lumen Studio')).toBeInTheDocument();
  });

  it('keeps the Demo link at the bottom when the game has no badges, and shows none without a demo', () => {
    const { container, unmount } = renderWithProviders(<GameTile game={aGame({ badges: [] })} />);
    const overlay0 = region(container, 'overlay');
    expect([...overlay0.children].map((child) => child.tagName)).toEqual(['DIV', 'A']);
    expect(within(overlay0).queryByRole('list')).toBeNull();
    unmount();

    const noDemo = renderWithProviders(<GameTile game={aGame({ hasDemo: false, badges: ['top'] })} />);
    const overlay = region(noDemo.container, 'overlay');
    expect(within(overlay).queryByRole('link')).toBeNull();
    expect(within(overlay).getByRole('button', { name: /^Favourite/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(overlay).getByRole('list', { name: 'Badges' })).toHaveTextContent('Top');
  });

  it('opens the demo for a guest from the artwork and from the Demo link, the real game for a player', () => {
    const game = aGame({ id: 'mighty-valhalla', name: 'Mighty Valhalla' });
    const guest = renderWithProviders(<GameTile game={game} />);
    expect(screen.getByRole('link', { name: 'Mighty Valhalla' }).getAttribute('href')).toMatch(
      /^\/game\/mighty-valhalla\/demo/,
    );
    expect(screen.getByRole('link', { name: 'Demo: Mighty Valhalla' }).getAttribute('href')).toMatch(
      /^\/game\/mighty-valhalla\/demo/,
    );
    guest.unmount();

    setAuthenticated(true);
    renderWithProviders(<GameTile game={game} />);
    expect(screen.getByRole('link', { name: 'Mighty Valhalla' }).getAttribute('href')).toMatch(
      /^\/game\/mighty-valhalla(\?|$)/,
    );
  });
});
