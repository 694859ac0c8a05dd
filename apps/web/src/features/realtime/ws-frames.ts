import type { ServerEvent } from '@casino/contracts';
import { PLAYER_CURRENCIES, toastFromUserMessage } from '@casino/rules';
import { isAuthenticated } from '../../lib/session.ts';
import { openModal, showToast } from '../../lib/ui-store.ts';
import { applyFreeSpinsPush } from '../bonuses/index.ts';
import { applyWinnersPush } from '../lobby/index.ts';
import { applyBalancePush } from '../wallet/index.ts';

/** Parses one WebSocket frame; null for anything that is not a known, valid server event. */
export function parseServerFrame(raw: unknown): ServerEvent | null {
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return isUserMessageEvent(json) ||
    isBonusEvent(json) ||
    isFreeSpinsEvent(json) ||
    isBalanceEvent(json) ||
    isWinnersEvent(json)
    ? json
    : null;
}

/**
 * A structural check of the user message event (the shape of `userMessageEventSchema`), kept free of
 * zod so the realtime client stays small; a frame of any other shape is dropped.
 */
function isUserMessageEvent(json: unknown): json is ServerEvent {
  if (typeof json !== 'object' || json === null) return false;
  if (!('type' in json) || json.type !== 'user.message.v1' || !('data' in json)) return false;
  const { data } = json;
  if (typeof data !== 'object' || data === null) return false;
  const optionalString = (key: string) =>
    !(key in data) || typeof (data as Record<string, unknown>)[key] === 'string';
  return optionalString('messageType') && optionalString('text');
}

/** A structural check of `bonusEventSchema` (`bonus.v1`): the id of the grant that became active. */
function isBonusEvent(json: unknown): json is ServerEvent {
  if (typeof json !== 'object' || json === null) return false;
  if (!('type' in json) || json.type !== 'bonus.v1' || !('data' in json)) return false;
  const { data } = json;
  if (typeof data !== 'object' || data === null || !('id' in data)) return false;
  return typeof data.id === 'string' && data.id !== '';
}

/** A structural check of `freeSpinsEventSchema` (`freeSpins.v1`): the spins left in all, a whole number. */
function isFreeSpinsEvent(json: unknown): json is ServerEvent {
  if (typeof json !== 'object' || json === null) return false;
  if (!('type' in json) || json.type !== 'freeSpins.v1' || !('data' in json)) return false;
  const { data } = json;
  if (typeof data !== 'object' || data === null || !('number' in data)) return false;
  return typeof data.number === 'number' && Number.isSafeInteger(data.number) && data.number >= 0;
}

const isInteger = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/** A structural check of `balanceChangedEventSchema` (`wallet.balance.v1`): integer minor units and a code. */
function isBalanceEvent(json: unknown): json is ServerEvent {
  if (typeof json !== 'object' || json === null) return false;
  if (!('type' in json) || json.type !== 'wallet.balance.v1' || !('data' in json)) return false;
  const { data } = json;
  if (typeof data !== 'object' || data === null) return false;
  const fields = data as Record<string, unknown>;
  return (
    (PLAYER_CURRENCIES as readonly unknown[]).includes(fields.currency) &&
    isInteger(fields.balanceMain) &&
    isInteger(fields.bonusCasino) &&
    isInteger(fields.balance)
  );
}

/** A structural check of `winnersAddedEventSchema` (`winners.added.v1`): rows of the Winner row's shape. */
function isWinnersEvent(json: unknown): json is ServerEvent {
  if (typeof json !== 'object' || json === null) return false;
  if (!('type' in json) || json.type !== 'winners.added.v1' || !('data' in json)) return false;
  const { data } = json;
  if (typeof data !== 'object' || data === null || !('rows' in data) || !Array.isArray(data.rows))
    return false;
  return (data.rows as unknown[]).every(isWinnerRow);
}

function isWinnerRow(row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const fields = row as Record<string, unknown>;
  const text = (key: string) => typeof fields[key] === 'string';
  return (
    text('id') &&
    isInteger(fields.amount) &&
    (fields.amount as number) > 0 &&
    text('currency') &&
    text('login') &&
    text('game') &&
    text('wonAt')
  );
}

/** What the app does with each server event. */
export function handleServerEvent(event: ServerEvent): void {
  switch (event.type) {
    case 'user.message.v1': {
      // §8: failure → error, success → success, anything else → info; events lacking type or text are ignored.
      const toast = toastFromUserMessage(event.data);
      if (toast) showToast(toast);
      break;
    }
    case 'bonus.v1':
      // §3 bonus event: one of the player's bonuses became active; BONUS_MODAL shows it. A frame that arrives
      // after a logout would ask a guest to sign up instead, so it is dropped then.
      if (isAuthenticated()) openModal('BONUS_MODAL', { id: event.data.id });
      break;
    case 'freeSpins.v1':
      // §3 free spins event: the player's spins changed. They are read again; the free-spins watcher opens
      // FREE_SPINS when the count rose.
      applyFreeSpinsPush();
      break;
    case 'wallet.balance.v1':
      // The header and the banner read the short balance query: the push replaces it at once.
      applyBalancePush(event.data);
      break;
    case 'winners.added.v1':
      // The winners board, when it is on the page, shows the new wins at once.
      applyWinnersPush(event.data.rows);
      break;
  }
}

/** Parses and handles one frame; returns whether it was a valid event. */
export function handleServerFrame(raw: unknown): boolean {
  const event = parseServerFrame(raw);
  if (!event) return false;
  handleServerEvent(event);
  return true;
}
