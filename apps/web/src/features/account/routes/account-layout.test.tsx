import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { mockApi, reply } from '../../../test/mock-api.ts';
import { createTestQueryClient, testI18n } from '../../../test/render.tsx';
import AccountLayout from './account-layout.tsx';

const screenOf = (name: string) => () => <p>{name} screen</p>;

function renderArea(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: screenOf('Main') },
      { path: '/de', Component: screenOf('Main') },
      { path: '/faq', Component: screenOf('FAQ') },
      {
        Component: AccountLayout,
        children: [
          '/profile',
          '/profile/security',
          '/profile/verification',
          '/withdrawal',
          '/withdrawal/crypto',
          '/balance',
          '/balance/payment-history',
          '/deposit/crypto',
          '/de/profile',
          '/de/profile/security',
        ].map((path) => ({ path, Component: screenOf(path) })),
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nextProvider i18n={testI18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  setAuthenticated(true);
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setAuthenticated(false));
});

describe('AccountLayout', () => {
  it('shows seven navigation buttons, the protection tools among them, Withdraw beside Deposit, the current one marked', () => {
    renderArea(['/profile/security']);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const items = nav.querySelectorAll('li');
    expect(items).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/profile/responsible-gambling',
    );
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/balance/payment-history',
    );
    expect(items[5]).toHaveTextContent('Deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdrawal');
  });

  it('close returns to the route before the account area, however far the player went inside', async () => {
    const { router, user } = renderArea(['/faq', '/profile']);
    await user.click(screen.getByRole('link', { name: 'Security' }));
    await user.click(screen.getByRole('link', { name: 'Verification' }));
    expect(router.state.location.pathname).toBe('/profile/verification');
    await user.click(screen.getByRole('button', { name: 'Close the account area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('close goes to the main page when the account area was the first page', async () => {
    const { router, user } = renderArea(['/profile']);
    await user.click(screen.getByRole('link', { name: 'Security' }));
    await user.click(screen.getByRole('button', { name: 'Close the account area' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/profile/verification', 'Verification', '/profile'],
    ['/profile/security', 'Security', '/profile'],
    ['/balance/payment-history', 'Payment history', '/balance'],
    ['/de/profile/security', 'Security', '/de/profile'],
  ])('%s has a back button beside its title', async (path, title, back) => {
    const { router, user } = renderArea([path]);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(back);
  });

  it.each(['/profile', '/balance', '/withdrawal'])('%s has no back button', (path) => {
    renderArea([path]);
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('switches the withdrawal tabs in place', async () => {
    const { router, user } = renderArea(['/withdrawal']);
    const tabs = screen.getByRole('navigation', { name: 'Withdrawal method' });
    expect(tabs).toContainElement(screen.getByRole('link', { name: 'Banking' }));
    expect(screen.getByRole('link', { name: 'Banking' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Crypto' }));
    expect(router.state.location.pathname).toBe('/withdrawal/crypto');
    expect(screen.getByRole('heading', { level: 1, name: 'Crypto withdrawal' })).toBeInTheDocument();
  });

  it('the deposit button and the banking deposit tab open the deposit modal', async () => {
    const { user } = renderArea(['/deposit/crypto']);
    expect(screen.getByRole('link', { name: 'Crypto' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Banking' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['DEPOSIT']);
    useUiStore.setState({ modals: {} });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['DEPOSIT']);
  });

  it('logs out through the server and goes to the main page', async () => {
    const { calls } = mockApi({ 'POST /api/auth/logout': reply(204) });
    const { router, user } = renderArea(['/faq', '/profile']);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/auth/logout');
  });
});
