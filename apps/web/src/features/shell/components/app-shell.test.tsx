import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: {}, sidebarOpen: false });
  localStorage.clear();
  mockApi({
    'GET /api/content/info-pages': { items: [] },
    'GET /api/content/licence': { title: 'Licence', content: '' },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppShell', () => {
  it('has the landmarks, with the skip link to main first', async () => {
    const { user } = renderWithProviders(
      <AppShell>
        <h1>Page</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The footer loads after the first screen.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('offers guests log-in and sign-up in the header', async () => {
    const { user } = renderWithProviders(<AppShell>page</AppShell>);
    const header = within(screen.getByRole('banner'));
    await user.click(header.getByRole('button', { name: 'Log in' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['LOGIN']);
    useUiStore.setState({ modals: {} });
    await user.click(header.getByRole('button', { name: 'Sign up' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });

  it('opens the drawer from the menu button, moves focus into it and closes it on Escape', async () => {
    const { user } = renderWithProviders(<AppShell>page</AppShell>);
    const toggle = screen.getByRole('button', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'sidebar');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads the first time it opens.
    const close = await screen.findByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    expect(screen.getByRole('main').parentElement).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const { user } = renderWithProviders(<AppShell>page</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    const drawer = screen.getByRole('navigation', { name: 'Site navigation' });
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes the drawer on navigation', async () => {
    const { user } = renderWithProviders(<AppShell>page</AppShell>);
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    const drawer = within(screen.getByRole('navigation', { name: 'Site navigation' }));
    await user.click(drawer.getAllByRole('link', { name: 'Tournaments' })[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/tournaments');
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('docked sidebar (from 1280 px)', () => {
    beforeEach(() => {
      const docked = (query: string) => ({
        matches: query.includes('min-width: 1280px'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      });
      vi.stubGlobal('matchMedia', docked);
    });

    it('remembers the collapsed or expanded sidebar across reloads', async () => {
      const first = renderWithProviders(<AppShell>page</AppShell>);
      const toggle = () => screen.getByRole('button', { name: 'Main menu' });
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      // Nothing is stored until the player chooses.
      expect(localStorage.getItem('sidebarCollapsed')).toBeNull();
      await first.user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
      first.unmount();

      const second = renderWithProviders(<AppShell>page</AppShell>);
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('main').parentElement?.className).toMatch(/columnCollapsed/);
      await second.user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
      second.unmount();

      renderWithProviders(<AppShell>page</AppShell>);
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
