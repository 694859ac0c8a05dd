import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachFreeSpinsCache } from '../bonuses/index.ts';
import { attachWinnersCache } from '../lobby/index.ts';
import { attachBalanceCache } from '../wallet/index.ts';
import { setAuthenticated } from '../../lib/session.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { handleServerFrame, parseServerFrame } from './ws-frames.ts';

const frame = (data: Record<string, unknown>, type = 'user.message.v1') => JSON.stringify({ type, data });

describe('server frames', () => {
  beforeEach(() => useUiStore.setState({ toasts: [] }));

  it('turns user messages into toasts of the matching kind', () => {
    expect(handleServerFrame(frame({ messageType: 'failure', text: 'Bet refused' }))).toBe(true);
    handleServerFrame(frame({ messageType: 'success', text: 'Bonus credited' }));
    handleServerFrame(frame({ messageType: 'promo', text: 'New tournament' }));
    expect(useUiStore.getState().toasts.map(({ kind, text }) => ({ kind, text }))).toEqual([
      { kind: 'error', text: 'Bet refused' },
      { kind: 'success', text: 'Bonus credited' },
      { kind: 'info', text: 'New tournament' },
    ]);
  });

  it('ignores user messages lacking type or text', () => {
    handleServerFrame(frame({ text: 'no type' }));
    handleServerFrame(frame({ messageType: 'success' }));
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('ignores invalid frames', () => {
    expect(handleServerFrame('not json')).toBe(false);
    expect(handleServerFrame(frame({ text: 'x' }, 'unknown.event'))).toBe(false);
    expect(handleServerFrame(JSON.stringify({ type: 'user.message.v1', data: 'oops' }))).toBe(false);
    expect(handleServerFrame(new ArrayBuffer(4))).toBe(false);
    expect(parseServerFrame('null')).toBeNull();
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

describe('bonus events', () => {
  const id = '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a02';
  const push = (data: unknown) => handleServerFrame(JSON.stringify({ type: 'bonus.v1', data }));
  beforeEach(() => {
    useUiStore.setState({ modals: {}, toasts: [] });
    setAuthenticated(true);
  });
  afterEach(() => setAuthenticated(false));

  it('open BONUS_MODAL for the grant that became active', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'bonus.v1', data: { id } }))).toEqual({
      type: 'bonus.v1',
      data: { id },
    });
    expect(push({ id })).toBe(true);
    expect(useUiStore.getState().modals).toEqual({ BONUS_MODAL: { id } });
  });

  it('drop frames without a grant id', () => {
    expect(push({})).toBe(false);
    expect(push({ id: 42 })).toBe(false);
    expect(push({ id: '' })).toBe(false);
    expect(push(null)).toBe(false);
    expect(handleServerFrame(JSON.stringify({ type: 'bonus.v1' }))).toBe(false);
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('open nothing once the player has logged out (not even the sign-up modal)', () => {
    setAuthenticated(false);
    expect(push({ id })).toBe(true);
    expect(useUiStore.getState().modals).toEqual({});
  });
});

describe('free spins events', () => {
  const key = ['bonuses', 'free-spins', 'en', 'player'];
  const push = (data: unknown) => handleServerFrame(JSON.stringify({ type: 'freeSpins.v1', data }));
  let detach: () => void = () => undefined;
  beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
  afterEach(() => detach());

  it('read the free spins again, and open nothing by themselves', async () => {
    const client = new QueryClient();
    detach = attachFreeSpinsCache(client);
    client.setQueryData(key, { number: 3, awards: [] });
    expect(parseServerFrame(JSON.stringify({ type: 'freeSpins.v1', data: { number: 5 } }))).toEqual({
      type: 'freeSpins.v1',
      data: { number: 5 },
    });
    expect(push({ number: 5 })).toBe(true);
    await Promise.resolve();
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('drop frames without a whole, non-negative number of spins', () => {
    const client = new QueryClient();
    detach = attachFreeSpinsCache(client);
    client.setQueryData(key, { number: 3, awards: [] });
    expect(push({})).toBe(false);
    expect(push({ number: -1 })).toBe(false);
    expect(push({ number: 1.5 })).toBe(false);
    expect(push({ number: '5' })).toBe(false);
    expect(push(null)).toBe(false);
    expect(handleServerFrame(JSON.stringify({ type: 'freeSpins.v1' }))).toBe(false);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('are accepted with no player watched, and reach no cache', () => {
    expect(push({ number: 0 })).toBe(true);
  });
});

describe('balance pushes', () => {
  const balance = { currency: 'EUR', balanceMain: 12_000, bonusCasino: 500, balance: 12_500 };
  let detach: () => void = () => undefined;
  afterEach(() => detach());

  it('replace the short balance in the query cache', () => {
    const client = new QueryClient();
    detach = attachBalanceCache(client);
    expect(handleServerFrame(JSON.stringify({ type: 'wallet.balance.v1', data: balance }))).toBe(true);
    expect(client.getQueryData(['wallet', 'balance'])).toEqual(balance);
  });

  it('drop pushes whose amounts are not integer minor units or whose currency is unknown', () => {
    const client = new QueryClient();
    detach = attachBalanceCache(client);
    const push = (data: unknown) => handleServerFrame(JSON.stringify({ type: 'wallet.balance.v1', data }));
    expect(push({ ...balance, balance: 125.5 })).toBe(false);
    expect(push({ ...balance, currency: 'XYZ' })).toBe(false);
    expect(push({ currency: 'EUR', balance: 1 })).toBe(false);
    expect(client.getQueryData(['wallet', 'balance'])).toBeUndefined();
  });
});

describe('winners pushes', () => {
  const row = {
    id: 'r1',
    amount: 800,
    currency: 'EUR',
    login: 'Ni***a',
    game: 'Fruit Lines',
    wonAt: '2026-11-27T10:00:00.000Z',
  };
  const older = { ...row, id: 'r0', wonAt: '2026-11-27T09:00:00.000Z' };
  let detach: () => void = () => undefined;
  afterEach(() => detach());

  it('add the new wins to the latest tab on the page and mark the other tabs for a fresh read', async () => {
    const client = new QueryClient();
    detach = attachWinnersCache(client);
    client.setQueryData(['winners', 'latest'], { shown: true, rows: [older] });
    client.setQueryData(['winners', 'day'], { shown: true, rows: [] });
    const push = JSON.stringify({ type: 'winners.added.v1', data: { rows: [row] } });
    expect(handleServerFrame(push)).toBe(true);
    expect(client.getQueryData(['winners', 'latest'])).toEqual({ shown: true, rows: [row, older] });
    await Promise.resolve();
    expect(client.getQueryState(['winners', 'day'])?.isInvalidated).toBe(true);
  });

  it('leave a tab hidden for the audience hidden, and drop rows of another shape', () => {
    const client = new QueryClient();
    detach = attachWinnersCache(client);
    client.setQueryData(['winners', 'latest'], { shown: false, rows: [] });
    expect(handleServerFrame(JSON.stringify({ type: 'winners.added.v1', data: { rows: [row] } }))).toBe(true);
    expect(client.getQueryData(['winners', 'latest'])).toEqual({ shown: false, rows: [] });
    const bad = (rows: unknown) =>
      handleServerFrame(JSON.stringify({ type: 'winners.added.v1', data: { rows } }));
    expect(bad([{ ...row, amount: -5 }])).toBe(false);
    expect(bad([{ ...row, login: undefined }])).toBe(false);
    expect(bad('rows')).toBe(false);
  });
});
