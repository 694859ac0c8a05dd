import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import GameNotAvailableModal from './game-not-available-modal.tsx';
import GameNotificationModal from './game-notification-modal.tsx';
import InsufficientBalanceModal from './insufficient-balance-modal.tsx';

beforeEach(() => {
  useUiStore.setState({ modals: { INSUFFICIENT_BALANCE: {} }, toasts: [] });
  setAuthenticated(true);
});

describe('INSUFFICIENT_BALANCE', () => {
  it('says the bet does not fit, and the deposit button swaps it for DEPOSIT', async () => {
    const close = vi.fn(() => useUiStore.getState().closeModal('INSUFFICIENT_BALANCE'));
    const { user } = renderWithProviders(
      <InsufficientBalanceModal name="INSUFFICIENT_BALANCE" props={{}} close={close} />,
    );
    expect(screen.getByText(/Insufficient balance to place a bet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(close).toHaveBeenCalledOnce();
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['DEPOSIT']);
  });

  it('closes without a deposit', async () => {
    const close = vi.fn();
    const { user } = renderWithProviders(
      <InsufficientBalanceModal name="INSUFFICIENT_BALANCE" props={{}} close={close} />,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['INSUFFICIENT_BALANCE']);
  });
});

describe('GAME_NOT_AVAILABLE', () => {
  it('leads back to the games lobby in the page language', async () => {
    const close = vi.fn();
    const { user } = renderWithProviders(
      <GameNotAvailableModal name="GAME_NOT_AVAILABLE" props={{}} close={close} />,
      { route: '/fr/game/starfall-fortune' },
    );
    const link = screen.getByRole('link', { name: 'Back to the games lobby' });
    expect(link).toHaveAttribute('href', '/fr/games');
    await user.click(link);
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/games');
  });
});

describe('GAME_NOTIFICATION', () => {
  it('shows the text of props.messageKey', () => {
    renderWithProviders(
      <GameNotificationModal
        name="GAME_NOTIFICATION"
        props={{ messageKey: 'gameNotification.notAvailable' }}
        close={vi.fn()}
      />,
    );
    expect(
      screen.getByText('This game is not available for bonus money. Top up to play with your real balance.'),
    ).toBeInTheDocument();
  });

  it('shows the general notice instead of an unknown key, and closes', async () => {
    const close = vi.fn();
    const { user } = renderWithProviders(
      <GameNotificationModal name="GAME_NOTIFICATION" props={{ messageKey: 'no.such.key' }} close={close} />,
    );
    expect(screen.getByText('There is news about this game.')).toBeInTheDocument();
    expect(screen.queryByText('no.such.key')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(close).toHaveBeenCalledOnce();
  });
});
