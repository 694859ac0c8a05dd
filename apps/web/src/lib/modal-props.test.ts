import { beforeEach, describe, expect, it } from 'vitest';
import { openModal, useUiStore } from './ui-store.ts';

beforeEach(() => useUiStore.setState({ modals: {} }));

describe('openModal', () => {
  it('keeps the props a modal is opened with for its body', () => {
    openModal('LOGIN', { email: 'player@example.com' });
    expect(useUiStore.getState().modals).toEqual({ LOGIN: { email: 'player@example.com' } });
  });

  it("takes only the modal's own props (checked by the type checker, tsc -p apps/web)", () => {
    // Each call compiles only with the error it expects: the type check fails if one of them is accepted.
    const misuses = [
      // @ts-expect-error CHANGE_CURRENCY_MODAL does not open without the chosen currency
      () => openModal('CHANGE_CURRENCY_MODAL'),
      // @ts-expect-error LOGIN takes an e-mail, not a reset token
      () => openModal('LOGIN', { token: 'reset-token' }),
      // @ts-expect-error GAME_NOTIFICATION's message is a translation key
      () => openModal('GAME_NOTIFICATION', { messageKey: 42 }),
      // @ts-expect-error CONFIRM_SIGN_IN needs the session the link offers
      () => openModal('CONFIRM_SIGN_IN', { maskedEmail: 'p***@example.com' }),
    ];
    expect(misuses).toHaveLength(4);
  });
});
