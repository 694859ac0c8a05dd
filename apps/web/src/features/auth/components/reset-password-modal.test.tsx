import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../lib/ui-store.ts';
import validation from '../../../locales/en/validation.json';
import { apiError, mockApi, reply, type Answer } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ResetPasswordModal from './reset-password-modal.tsx';

const messages = validation.validation;
const close = () => useUiStore.getState().closeModal('RESET_PASSWORD');

beforeEach(() => useUiStore.setState({ modals: { RESET_PASSWORD: {} }, toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

describe('reset password: request', () => {
  it('refuses an invalid email without a call', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(
      <ResetPasswordModal name="RESET_PASSWORD" props={{}} close={close} />,
    );
    await user.type(screen.getByLabelText('Email'), 'bad@');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the link, confirms with a toast (check spam) and closes', async () => {
    const { calls } = mockApi({ 'POST /api/auth/password-reset': reply(202, {}) });
    const { user } = renderWithProviders(
      <ResetPasswordModal name="RESET_PASSWORD" props={{}} close={close} />,
    );
    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(useUiStore.getState().modals).toEqual({}));
    expect(calls[0]?.body).toEqual({ email: 'player@example.com' });
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'success', text: 'auth.reset.sent', translate: true },
    ]);
  });
});

describe('reset password: new password from the link', () => {
  const TOKEN = 'tok-0123456789abcdef';
  const renderConfirm = (answer: Answer = reply(204)) => {
    const { calls } = mockApi({ 'POST /api/auth/password-reset/confirm': answer });
    const view = renderWithProviders(
      <ResetPasswordModal name="RESET_PASSWORD" props={{ token: TOKEN }} close={close} />,
    );
    return { ...view, calls };
  };
  const submit = async (user: ReturnType<typeof renderConfirm>['user'], password: string, again: string) => {
    if (password) await user.type(screen.getByLabelText('New password'), password);
    if (again) await user.type(screen.getByLabelText('Repeat the new password'), again);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  };

  it.each([
    ['a short password', 'A#1a', 'A#1a', messages.passwordLength],
    ['a password without a digit', 'Secret#x', 'Secret#x', messages.passwordDigit],
    ['a password without a symbol', 'Secret11', 'Secret11', messages.passwordSymbol],
    ['a password with other characters', 'Sécret#1', 'Sécret#1', messages.passwordCharacters],
    ['a confirmation that differs', 'Secret#1', 'Secret#2', messages.passwordsMismatch],
    ['no confirmation', 'Secret#1', '', messages.required],
  ])('refuses %s without a call', async (_case, password, again, message) => {
    const { user, calls } = renderConfirm();
    await submit(user, password, again);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the password and opens the success modal', async () => {
    const { user, calls } = renderConfirm();
    await submit(user, 'Secret#1', 'Secret#1');
    await waitFor(() =>
      expect(Object.keys(useUiStore.getState().modals)).toEqual(['RESET_PASSWORD_SUCCESS']),
    );
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'Secret#1', passwordConfirmation: 'Secret#1' });
  });

  it('shows an expired or used link and stays open', async () => {
    const { user } = renderConfirm(apiError(400, 'invalid_token'));
    await submit(user, 'Secret#1', 'Secret#1');
    expect(await screen.findByText(validation.apiErrors.invalid_token)).toBeInTheDocument();
    expect(Object.keys(useUiStore.getState().modals)).toEqual(['RESET_PASSWORD']);
  });
});
