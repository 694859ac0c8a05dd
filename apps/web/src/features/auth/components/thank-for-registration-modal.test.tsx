import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEPOSIT_MODAL_DUE, DEPOSIT_MODAL_SHOWN, setAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import ThankForRegistrationModal from './thank-for-registration-modal.tsx';

const depositFlag = () => storage.get(STORAGE_KEYS.depositModalShown, storage.session());

beforeEach(() => {
  sessionStorage.clear();
  setAuthenticated(true);
  // A new player's first login of the session: the deposit offer is due (lib/session.ts signIn).
  storage.set(STORAGE_KEYS.depositModalShown, DEPOSIT_MODAL_DUE, storage.session());
  useUiStore.setState({ modals: { THANK_FOR_REGISTRATION: {} }, toasts: [] });
});
afterEach(() => setAuthenticated(false));

const renderThanks = (close = vi.fn()) => ({
  close,
  ...renderWithProviders(
    <ThankForRegistrationModal name="THANK_FOR_REGISTRATION" props={{}} close={close} />,
  ),
});

describe('thank-you after sign-up', () => {
  it('leads to the first deposit: Deposit is the first action and opens the deposit modal', async () => {
    const { user, close } = renderThanks();
    const actions = screen.getAllByRole('button');
    expect(actions[0]).toHaveAccessibleName(testI18n.t('auth.thanks.deposit'));
    expect(actions[0]).toHaveAttribute('data-autofocus');
    expect(screen.getByText(testI18n.t('auth.thanks.depositText'))).toBeInTheDocument();
    await user.click(actions[0] as HTMLElement);
    expect(close).toHaveBeenCalled();
    expect(useUiStore.getState().modals.DEPOSIT).toEqual({});
  });

  it('offers installing the app second', () => {
    renderThanks();
    const actions = screen.getAllByRole('button');
    expect(actions).toHaveLength(2);
    expect(actions[1]).toHaveAccessibleName(testI18n.t('auth.thanks.install'));
  });

  it('is the session’s deposit offer: the first-login deposit modal does not follow it', () => {
    renderThanks();
    expect(depositFlag()).toBe(DEPOSIT_MODAL_SHOWN);
  });
});
