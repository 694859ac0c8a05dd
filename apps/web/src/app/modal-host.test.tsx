import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { setAuthenticated } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { closeModal, modalsByPriority, openModal, useUiStore } from '../lib/ui-store.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ModalHost } from './modal-host.tsx';
import { MODAL_REGISTRY, type ModalRegistry } from './modal-registry.ts';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('modal manager', () => {
  it('shows the open modal with the highest priority, then the next one', async () => {
    renderWithProviders(<ModalHost />);
    act(() => {
      openModal('SIGNUP');
      openModal('SEARCH');
    });
    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => closeModal('SEARCH'));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('orders equal priorities by the latest opened', () => {
    const order = modalsByPriority({ LOGIN: {}, SIGNUP: {}, GAME_NOT_AVAILABLE: {} });
    expect(order).toEqual(['GAME_NOT_AVAILABLE', 'SIGNUP', 'LOGIN']);
  });

  it('asks a guest to sign up instead of opening a modal that requires login', async () => {
    renderWithProviders(<ModalHost />);
    act(() => openModal('DEPOSIT'));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('opens a login-only modal for a logged-in player and closes it on logout', async () => {
    setAuthenticated(true);
    renderWithProviders(<ModalHost />);
    act(() => openModal('DEPOSIT'));
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    act(() => setAuthenticated(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('closes and logs a modal that crashes, and shows the next one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('boom');
    };
    const registry: ModalRegistry = {
      ...MODAL_REGISTRY,
      GAME_NOT_AVAILABLE: {
        titleKey: 'modals.titles.GAME_NOT_AVAILABLE',
        Body: lazy(async () => ({ default: Crashing })),
      },
    };
    render(<ModalHost registry={registry} />);
    act(() => {
      openModal('LOGIN');
      openModal('GAME_NOT_AVAILABLE');
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(useUiStore.getState().modals).toEqual({ LOGIN: {} });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('GAME_NOT_AVAILABLE'),
      expect.any(Error),
      expect.anything(),
    );
  });

  it('persists the last opened modal name and clears it when none is open', () => {
    act(() => openModal('LOGIN'));
    expect(localStorage.getItem(STORAGE_KEYS.lastOpenedModal)).toBe('LOGIN');
    act(() => openModal('IOS_SETUP_MODAL'));
    expect(localStorage.getItem(STORAGE_KEYS.lastOpenedModal)).toBe('IOS_SETUP_MODAL');
    act(() => closeModal('IOS_SETUP_MODAL'));
    expect(localStorage.getItem(STORAGE_KEYS.lastOpenedModal)).toBe('LOGIN');
    act(() => closeModal('LOGIN'));
    expect(localStorage.getItem(STORAGE_KEYS.lastOpenedModal)).toBeNull();
  });

  it('closes on Escape, traps focus and returns it to the opener', async () => {
    // The search's body reads the router and the query cache.
    const { user } = renderWithProviders(
      <>
        <button type="button" onClick={() => openModal('SEARCH')}>
          Open search
        </button>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = await screen.findByRole('combobox', { name: 'Search games and providers' });
    expect(input).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps a modal opened with closable: false open on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHost />);
    act(() => openModal('WELCOME_BACK', { closable: false }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the iOS install steps and the payment-completed text', async () => {
    setAuthenticated(true);
    renderWithProviders(<ModalHost />);
    act(() => openModal('IOS_SETUP_MODAL'));
    expect(await screen.findByText(/Add to Home Screen”/)).toBeInTheDocument();
    act(() => {
      closeModal('IOS_SETUP_MODAL');
      openModal('PAYMENT_COMPLETED');
    });
    expect(await screen.findByText('Your payment has been completed. Thank you!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes DEPOSIT and FORM_FIELDS when the page is restored from the back-forward cache', async () => {
    setAuthenticated(true);
    renderWithProviders(<ModalHost />);
    act(() => {
      openModal('SEARCH');
      openModal('DEPOSIT');
      openModal('FORM_FIELDS', { methodId: 'transfer', amount: 2500 });
    });
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => {
      fireEvent(window, restored);
    });
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SEARCH']);
    expect(await screen.findByRole('dialog', { name: 'Search games' })).toBeInTheDocument();
  });
});
