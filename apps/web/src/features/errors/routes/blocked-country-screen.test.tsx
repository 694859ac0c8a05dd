import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BlockedCountryScreen } from './blocked-country-screen.tsx';

beforeEach(() => {
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});

const openModals = () => Object.keys(useUiStore.getState().modals);

describe('blocked-country screen', () => {
  it('tells a guest the country is blocked and offers a login to withdraw the balance', async () => {
    const { user } = renderWithProviders(<BlockedCountryScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your country is blocked' })).toBeInTheDocument();
    expect(screen.getByText(/our casino is not available where you are/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to withdraw your balance' }));
    expect(openModals()).toEqual(['LOGIN']);
  });

  it('opens the login from the keyboard', async () => {
    const { user } = renderWithProviders(<BlockedCountryScreen />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in to withdraw your balance' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openModals()).toEqual(['LOGIN']);
  });

  it('takes a guest who signs in here to the withdrawal, in the page language', () => {
    renderWithProviders(<BlockedCountryScreen />, { route: '/de/games' });
    act(() => setAuthenticated(true));
    expect(screen.getByTestId('location')).toHaveTextContent('/de/withdrawal');
  });

  it('leads a signed-in player to the withdrawal without moving them', () => {
    setAuthenticated(true);
    renderWithProviders(<BlockedCountryScreen />, { route: '/profile' });
    expect(screen.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/withdrawal',
    );
    expect(screen.queryByRole('button', { name: 'Log in to withdraw your balance' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});
