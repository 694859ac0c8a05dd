import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_MODAL_DUE, isAuthenticated, resetSessionForTests } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import validation from '../../../locales/en/validation.json';
import { PLAYER } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import LoginModal from './login-modal.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  useUiStore.setState({ modals: { LOGIN: {} }, toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

const close = () => useUiStore.getState().closeModal('LOGIN');

describe('login modal', () => {
  it.each([
    ['an empty email', '', 'Whatever1', validation.validation.required],
    ['an invalid email', 'not-an-email', 'Whatever1', validation.validation.invalidEmail],
    ['an empty password', 'player@example.com', '', validation.validation.required],
  ])('refuses %s without a call', async (_case, email, password, message) => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<LoginModal name="LOGIN" props={{}} close={close} />);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows wrong credentials from the server and stays a guest', async () => {
    mockApi({ 'POST /api/auth/login': apiError(401, 'invalid_credentials') });
    const { user } = renderWithProviders(<LoginModal name="LOGIN" props={{}} close={close} />);
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(validation.apiErrors.invalid_credentials)).toBeInTheDocument();
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('logs in: keeps the non-secret keys, marks the deposit modal due once and closes', async () => {
    mockApi({ 'POST /api/auth/login': { user: PLAYER } });
    const { user } = renderWithProviders(
      <LoginModal name="LOGIN" props={{ email: PLAYER.email }} close={close} />,
    );
    expect(screen.getByLabelText('Email')).toHaveValue(PLAYER.email);
    expect(screen.getByLabelText('Password')).toHaveAttribute('data-autofocus');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(isAuthenticated()).toBe(true));
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(PLAYER.id);
    expect(localStorage.getItem(STORAGE_KEYS.email)).toBe(PLAYER.email);
    expect(localStorage.getItem(STORAGE_KEYS.prevUserEmail)).toBe(PLAYER.email);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('cookie');
    expect(sessionStorage.getItem(STORAGE_KEYS.depositModalShown)).toBe(DEPOSIT_MODAL_DUE);
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('"forgot password?" opens the reset modal and "sign up" the sign-up modal', async () => {
    mockApi({});
    const { user } = renderWithProviders(<LoginModal name="LOGIN" props={{}} close={close} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['RESET_PASSWORD']);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(Object.keys(useUiStore.getState().modals)).toContain('SIGNUP');
  });
});
