import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { DEPOSIT_MODAL_DUE, DEPOSIT_MODAL_SHOWN, setAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { isPaymentResultPath, markDepositOffered, useDepositOnce } from './use-deposit-once.ts';

function Probe() {
  useDepositOnce();
  return null;
}

const flag = () => storage.get(STORAGE_KEYS.depositModalShown, storage.session());
const setFlag = (value: string) => storage.set(STORAGE_KEYS.depositModalShown, value, storage.session());

beforeEach(() => {
  useUiStore.setState({ modals: {}, toasts: [] });
  sessionStorage.clear();
});
afterEach(() => setAuthenticated(false));

describe('isPaymentResultPath', () => {
  it.each([
    ['/deposit-success', true],
    ['/deposit-success/abc', true],
    ['/de/deposit-failure/x/y', true],
    ['/deposit-cancel/1', true],
    ['/ro/deposit-return', true],
    ['/deposit', false],
    ['/deposit/crypto', false],
    ['/deposit-successful', false],
    ['/', false],
  ])('%s → %s', (path, excluded) => {
    expect(isPaymentResultPath(path)).toBe(excluded);
  });
});

describe('useDepositOnce (§4)', () => {
  it('opens DEPOSIT once after the first login and marks it shown', () => {
    setAuthenticated(true);
    setFlag(DEPOSIT_MODAL_DUE);
    renderWithProviders(<Probe />);
    expect(useUiStore.getState().modals.DEPOSIT).toEqual({});
    expect(flag()).toBe(DEPOSIT_MODAL_SHOWN);
    act(() => useUiStore.setState({ modals: {} }));
    expect(useUiStore.getState().modals.DEPOSIT).toBeUndefined();
  });

  it('waits while another modal is open (the registration thanks), then opens', () => {
    setAuthenticated(true);
    setFlag(DEPOSIT_MODAL_DUE);
    useUiStore.setState({ modals: { THANK_FOR_REGISTRATION: {} } });
    renderWithProviders(<Probe />);
    expect(useUiStore.getState().modals.DEPOSIT).toBeUndefined();
    expect(flag()).toBe(DEPOSIT_MODAL_DUE);
    act(() => useUiStore.setState({ modals: {} }));
    expect(useUiStore.getState().modals.DEPOSIT).toEqual({});
  });

  it.each(['/deposit-success/p1', '/deposit-failure/p1', '/deposit-cancel/p1', '/deposit-return'])(
    'not on %s',
    (route) => {
      setAuthenticated(true);
      setFlag(DEPOSIT_MODAL_DUE);
      renderWithProviders(<Probe />, { route });
      expect(useUiStore.getState().modals.DEPOSIT).toBeUndefined();
      expect(flag()).toBe(DEPOSIT_MODAL_DUE);
    },
  );

  it('not for guests, not when already shown, not without the flag', () => {
    setFlag(DEPOSIT_MODAL_DUE);
    const { unmount } = renderWithProviders(<Probe />);
    expect(useUiStore.getState().modals).toEqual({});
    unmount();
    setAuthenticated(true);
    setFlag(DEPOSIT_MODAL_SHOWN);
    renderWithProviders(<Probe />);
    sessionStorage.clear();
    renderWithProviders(<Probe />);
    expect(useUiStore.getState().modals).toEqual({});
  });
});

describe('markDepositOffered (the registration thanks offers the deposit)', () => {
  it('a due offer counts as made: the first-login deposit modal does not follow', () => {
    setAuthenticated(true);
    setFlag(DEPOSIT_MODAL_DUE);
    markDepositOffered();
    expect(flag()).toBe(DEPOSIT_MODAL_SHOWN);
    renderWithProviders(<Probe />);
    expect(useUiStore.getState().modals.DEPOSIT).toBeUndefined();
  });

  it('writes nothing when no offer is due', () => {
    markDepositOffered();
    expect(flag()).toBeNull();
  });
});
