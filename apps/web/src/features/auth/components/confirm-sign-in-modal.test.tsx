import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@casino/contracts';
import { ModalHost } from '../../../app/modal-host.tsx';
import { clearSession, getSessionUser, isAuthenticated, signIn } from '../../../lib/session.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { PLAYER } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SignInOffer } from '../../../lib/modal-props.ts';

const OTHER: UserInfo = { ...PLAYER, id: 'u-2', email: 'other@example.com' };
const HANDOFF: SignInOffer = {
  handed: { kind: 'handoff', token: 'tok-123' },
  maskedEmail: 'o***@example.com',
};

/**
 * The modal host with CONFIRM_SIGN_IN open on `offer`, as the hand-off flow opens it, once its body has loaded
 * and the focus has moved to the safe choice.
 */
async function showOffer(offer: SignInOffer = HANDOFF) {
  useUiStore.setState({ modals: { CONFIRM_SIGN_IN: { ...offer } } });
  const rendered = renderWithProviders(<ModalHost />);
  await screen.findByRole('button', { name: `Continue as ${offer.maskedEmail}` });
  const safeChoice = screen.getByRole('button', { name: /^(Stay signed in|Cancel)/ });
  await waitFor(() => expect(safeChoice).toHaveFocus());
  return rendered;
}

const isOpen = () => 'CONFIRM_SIGN_IN' in useUiStore.getState().modals;

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ modals: {}, toasts: [] });
  signIn(PLAYER);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the sign-in confirmation of a link', () => {
  it('is a labelled dialog naming both accounts, with the focus on staying', async () => {
    const { calls } = mockApi({});
    await showOffer();
    const dialog = screen.getByRole('dialog', { name: 'Continue with this account?' });
    expect(dialog).toHaveTextContent('This link signs you in as o***@example.com.');
    expect(dialog).toHaveTextContent('You are signed in as player@example.com on this device.');
    expect(screen.getByRole('button', { name: 'Stay signed in as player@example.com' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('keeps the focus inside while Tab and Shift+Tab move through it', async () => {
    const { user } = await showOffer();
    const dialog = screen.getByRole('dialog');
    const stay = screen.getByRole('button', { name: 'Stay signed in as player@example.com' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('stays signed in as the current player on "stay", on Enter and on Escape', async () => {
    const { calls } = mockApi({});
    const { user, unmount } = await showOffer();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(false);
    unmount();

    const again = await showOffer();
    await again.user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    again.unmount();

    const third = await showOffer();
    await third.user.click(screen.getByRole('button', { name: 'Stay signed in as player@example.com' }));
    expect(isOpen()).toBe(false);
    expect(calls).toEqual([]);
    expect(getSessionUser()?.id).toBe(PLAYER.id);
  });

  it('switches only on "continue", telling the server the player confirmed', async () => {
    const { calls } = mockApi({ 'POST /api/auth/handoff': { user: OTHER } });
    const { user } = await showOffer();
    await user.click(screen.getByRole('button', { name: 'Continue as o***@example.com' }));
    await waitFor(() => expect(getSessionUser()?.id).toBe(OTHER.id));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/handoff', body: { token: 'tok-123', confirm: true } },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(OTHER.id);
    expect(isOpen()).toBe(false);
  });

  it('exchanges a session-return uuid the same way', async () => {
    const { calls } = mockApi({ 'POST /api/auth/session-return': { user: OTHER } });
    const { user } = await showOffer({
      handed: { kind: 'session_return', sessionUuid: 'uuid-0123456789abcdef' },
      maskedEmail: 'o***@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Continue as o***@example.com' }));
    await waitFor(() => expect(getSessionUser()?.id).toBe(OTHER.id));
    expect(calls[0]?.body).toEqual({ sessionUuid: 'uuid-0123456789abcdef', confirm: true });
  });

  it('keeps the current session when the link turns out to be spent', async () => {
    mockApi({ 'POST /api/auth/handoff': apiError(400, 'invalid_token') });
    const { user } = await showOffer();
    await user.click(screen.getByRole('button', { name: 'Continue as o***@example.com' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(getSessionUser()?.id).toBe(PLAYER.id);
    expect(useUiStore.getState().toasts).toMatchObject([
      { kind: 'error', text: 'apiErrors.invalid_token', translate: true },
    ]);
  });

  it('offers a guest "cancel", which signs in nobody', async () => {
    clearSession();
    const { calls } = mockApi({});
    const { user } = await showOffer();
    expect(screen.getByRole('dialog')).not.toHaveTextContent('You are signed in');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(isOpen()).toBe(false);
    expect(calls).toEqual([]);
    expect(isAuthenticated()).toBe(false);
  });
});
