import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, signIn } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PLAYER } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlayerBalance } from './player-balance.tsx';

beforeEach(() => {
  resetSessionForTests();
  signIn(PLAYER);
  useUiStore.setState({ modals: {}, toasts: [] });
  mockApi({
    'GET /api/wallet/balance': { currency: 'EUR', balanceMain: 4_000, bonusCasino: 0, balance: 4_000 },
  });
});
afterEach(() => vi.unstubAllGlobals());

const balanceButton = () => screen.getByRole('button', { name: /Total balance/ });

describe('header balance: deposit and withdraw one step away', () => {
  it('shows Withdraw beside Deposit, leading to the withdrawal page', async () => {
    renderWithProviders(<PlayerBalance />, { route: '/de/games/slots' });
    await waitFor(() => expect(screen.getByTestId('player-balance')).toHaveTextContent('40,00 €'));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/de/withdrawal');
  });

  it('opens the money menu from the balance with Withdraw and the balance page; choosing closes it', async () => {
    const { user } = renderWithProviders(<PlayerBalance />);
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(balanceButton());
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Money' });
    const links = screen.getAllByRole('link', { name: 'Withdraw' });
    expect(links).toHaveLength(2);
    expect(menu).toContainElement(links[1] ?? null);
    expect(screen.getByRole('link', { name: 'Balance and history' })).toHaveAttribute('href', '/balance');
    await user.click(screen.getByRole('link', { name: 'Balance and history' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/balance');
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Money' })).toBeNull();
  });

  it('works from the keyboard: Enter opens, Tab reaches the entries, Escape closes and returns focus', async () => {
    const { user } = renderWithProviders(<PlayerBalance />);
    balanceButton().focus();
    await user.keyboard('{Enter}');
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // Deposit
    await user.tab(); // Withdraw beside Deposit
    await user.tab(); // the menu's first entry
    expect(screen.getByRole('list', { name: 'Money' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'false');
    expect(balanceButton()).toHaveFocus();
  });

  it('closes when the pointer goes down outside it, and Deposit opens the deposit modal', async () => {
    const { user } = renderWithProviders(
      <>
        <PlayerBalance />
        <p>elsewhere</p>
      </>,
    );
    await user.click(balanceButton());
    await user.click(screen.getByText('elsewhere'));
    expect(balanceButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['DEPOSIT']);
  });
});
