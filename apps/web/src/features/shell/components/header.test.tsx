import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticated, resetSessionForTests } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PLAYER } from '../../../test/fixtures.ts';
import { mockApi, reply } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Header } from './header.tsx';

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

const header = (route = '/') =>
  renderWithProviders(<Header menuExpanded={false} onMenuToggle={() => undefined} sidebarId="sidebar" />, {
    route,
  });

describe('header', () => {
  it('shows a guest log in and sign up', async () => {
    mockApi({ 'GET /api/auth/session': { user: null } });
    const { user } = header();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['LOGIN']);
    expect(screen.queryByTestId('player-balance')).toBeNull();
  });

  it('shows a player the balance in their currency, deposit, profile and log out', async () => {
    mockApi({
      'GET /api/auth/session': { user: { ...PLAYER, currency: 'RON' } },
      'GET /api/me': { ...PLAYER, currency: 'RON' },
      'GET /api/wallet/balance': { currency: 'RON', balanceMain: 123_400, bonusCasino: 50, balance: 123_450 },
    });
    const { user } = header('/de/faq');
    // A German page writes the amount the German way, whatever the currency.
    await waitFor(() => expect(screen.getByTestId('player-balance')).toHaveTextContent('1.234,50 lei'));
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/de/profile');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['DEPOSIT']);
  });

  it('logs out: the session ends, the full info is dropped and the welcome-back modal opens', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': { user: PLAYER },
      'GET /api/me': PLAYER,
      'POST /api/auth/logout': reply(204),
    });
    const { user, queryClient } = header();
    await screen.findByTestId('player-balance');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(isAuthenticated()).toBe(false));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.prevUserEmail)).toBe(PLAYER.email);
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['WELCOME_BACK']);
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });
});
