import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { isAuthenticated, resetSessionForTests, setAuthenticated } from '../lib/session.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { PLAYER } from '../test/fixtures.ts';
import { mockApi, reply } from '../test/mock-api.ts';
import { blockedRoutes } from './blocked-routes.tsx';
import { createQueryClient } from './providers.tsx';
import { waitForIdle } from './test-router.tsx';

vi.mock('../features/cashier/routes/withdrawal-screen.tsx', () => ({
  default: () => <p>Bank withdrawal form</p>,
}));
vi.mock('../features/cashier/routes/crypto-withdrawal-screen.tsx', () => ({
  default: () => <p>Crypto withdrawal form</p>,
}));
vi.mock('../features/wallet/routes/payment-history-screen.tsx', () => ({
  default: () => <p>Payment history list</p>,
}));
vi.mock('../features/wallet/routes/game-transactions-screen.tsx', () => ({
  default: () => <p>Game transactions list</p>,
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The blocked app's route table in a memory router at `path`, settled. */
async function renderBlocked(path: string) {
  await initI18n('en');
  const router = createMemoryRouter(blockedRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {
    await waitForIdle(router);
  });
  return { router, user };
}

const blockedHeading = () => screen.findByRole('heading', { level: 1, name: 'Your country is blocked' });

describe('the app in a blocked country, for a guest', () => {
  it.each(['/', '/games', '/deposit/crypto', '/profile', '/faq', '/xx/withdrawal'])(
    'shows the blocked screen with its login at %s',
    async (path) => {
      mockApi({ 'GET /api/auth/session': { user: null } });
      await renderBlocked(path);
      expect(await blockedHeading()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in to withdraw your balance' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );

  it('sends a guest from the withdrawal to the blocked screen', async () => {
    mockApi({ 'GET /api/auth/session': { user: null } });
    const { router } = await renderBlocked('/withdrawal');
    expect(router.state.location.pathname).toBe('/');
    expect(await blockedHeading()).toBeInTheDocument();
    expect(screen.queryByText('Bank withdrawal form')).toBeNull();
  });

  it('logs the player in from the blocked screen and takes them to the withdrawal', async () => {
    mockApi({ 'GET /api/auth/session': { user: null }, 'POST /api/auth/login': { user: PLAYER } });
    const { router, user } = await renderBlocked('/');
    await user.click(await screen.findByRole('button', { name: 'Log in to withdraw your balance' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), PLAYER.email);
    await user.type(within(dialog).getByLabelText('Password'), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawal'));
    expect(isAuthenticated()).toBe(true);
    expect(await screen.findByText('Bank withdrawal form')).toBeInTheDocument();
  });
});

describe('the app in a blocked country, for a signed-in player', () => {
  beforeEach(() => setAuthenticated(true));

  it.each([
    ['/withdrawal', 'Withdrawal', 'Bank withdrawal form'],
    ['/withdrawal/crypto', 'Crypto withdrawal', 'Crypto withdrawal form'],
    ['/balance/payment-history', 'Payment history', 'Payment history list'],
    ['/balance/game-transactions', 'Game transactions', 'Game transactions list'],
  ])('opens %s with the blocked message, the way to the money and logout', async (path, title, body) => {
    await renderBlocked(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(screen.getByText(/You can still withdraw your balance/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Withdrawal and history' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/withdrawal',
      '/withdrawal/crypto',
      '/balance/payment-history',
      '/balance/game-transactions',
    ]);
    expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('keeps the language of the address', async () => {
    await renderBlocked('/de/balance/payment-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungsverlauf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Auszahlung' })).toHaveAttribute('href', '/de/withdrawal');
  });

  it.each([
    '/',
    '/games/slots',
    '/game/mighty-valhalla',
    '/deposit/crypto',
    '/profile',
    '/balance',
    '/bonuses',
  ])('shows the blocked screen at %s, with the way to the withdrawal', async (path) => {
    await renderBlocked(path);
    expect(await blockedHeading()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/withdrawal',
    );
  });

  it('logs out to the blocked screen', async () => {
    mockApi({ 'POST /api/auth/logout': reply(204) });
    const { router, user } = await renderBlocked('/withdrawal');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(isAuthenticated()).toBe(false);
    expect(await blockedHeading()).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
