import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import WelcomeBackModal from './welcome-back-modal.tsx';

const close = () => useUiStore.getState().closeModal('WELCOME_BACK');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.prevUserEmail, 'player@example.com');
  useUiStore.setState({ modals: { WELCOME_BACK: {} }, toasts: [] });
});

describe('welcome back', () => {
  it('greets the previous player and opens the login prefilled', async () => {
    const { user } = renderWithProviders(<WelcomeBackModal name="WELCOME_BACK" props={{}} close={close} />);
    expect(screen.getByText('Good to see you again, player@example.com!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useUiStore.getState().modals).toEqual({ LOGIN: { email: 'player@example.com' } });
  });

  it('"not you?" forgets the previous player and opens sign-up', async () => {
    const { user } = renderWithProviders(<WelcomeBackModal name="WELCOME_BACK" props={{}} close={close} />);
    await user.click(screen.getByRole('button', { name: 'Not you? Create a new account' }));
    expect(localStorage.getItem(STORAGE_KEYS.prevUserEmail)).toBeNull();
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['SIGNUP']);
  });
});
