import { randomUUID } from 'node:crypto';
import { isMoneyAmount, PLAYER_CURRENCIES } from '@casino/rules';
import { PLAYER_ACCOUNT_KINDS, type TransactionStatus } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/errors.ts';
import { ringEventsCommitted } from '../../platform/events/doorbell.ts';
import type { DomainEventDraft } from '../../platform/events/domain-events.ts';
import { appendEvents, prepareEvents, type OutboxBatch } from '../../platform/events/outbox.ts';
import { isPointsKind, mayGoNegative, POINTS_UNIT } from './account-kinds.ts';
import { spreadHouse } from './house-shards.ts';
import { accountKey, accountKeyId, type AccountKey } from './account-ref.ts';
import {
  accountInfos,
  claimRequest,
  ensureAccounts,
  firstLineOfKey,
  groupLines,
  insertLines,
  lockAccounts,
  postPlayerLine,
  saveBalances,
  saveRequestResult,
  setGroupStatus,
  updateLines,
  writeCompanion,
  type AccountInfo,
  type LockedAccount,
  type NewTransferRow,
  type TransferRow,
  type Tx,
} from './ledger.repo.ts';
import { amountOutOfRange, balanceOutOfRange, balancesOf, takesBeyondMaximum } from './money-range.ts';
import { requestHash } from './request-hash.ts';
import { transferAppliedEvent, transferSettledEvent } from './transfer-events.ts';
import type { RequestOperation, TransferPhase } from './wallet.tables.ts';
import type { AccountRef, TransferRequest, TransferResult, WalletPort } from './wallet.port.ts';

export interface LedgerOptions {
  db: Db;
  /** Told after commit which players' available balances changed, in which currency. */
  onBalanceChanged?: (changes: BalanceChange[]) => Promise<void>;
}

/** A player's balances changed; `known` carries the available real and bonus balances when the ledger has them. */
export interface BalanceChange {
  userId: string;
  currency: string;
  known?: { real: bigint; bonus: bigint };
}

export type Ledger = Omit<WalletPort, 'availableReal'>;

/** The kind read beside a changed one for the balance push: real and bonus make up the short balance. */
const SIBLING: Record<string, 'real' | 'bonus' | undefined> = { real: 'bonus', bonus: 'real' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_KEY_LENGTH = 200;

/**
 * The double-entry ledger. Every call is one database transaction that locks the touched accounts that may not
 * go negative (SELECT … FOR UPDATE: the player accounts in id order, then the platform pools in id order) and
 * adds to the others last, so concurrent requests on PostgreSQL serialize per account and never deadlock;
 * PGlite runs one transaction at a time anyway. The commonest shape, a posted line between one player and one
 * platform account, is a single statement instead (postPlayerLine) that takes its locks in the same order.
 * Each applied call writes its domain events in that same transaction or statement (platform/events/outbox.ts),
 * and rings the dispatchers after the commit.
 */
export function createLedger({ db, onBalanceChanged }: LedgerOptions): Ledger {
  /** Accounts never change owner or kind once created, so a process keeps their ids both ways. */
  const accountIds = new Map<string, bigint>();
  const infos = new Map<bigint, AccountInfo>();

  async function idsOf(keys: AccountKey[]): Promise<Map<string, bigint>> {
    const missing = keys.filter((key) => !accountIds.has(accountKeyId(key)));
    if (missing.length > 0) {
      const created = await ensureAccounts(db, missing);
      for (const key of missing) {
        const id = created.get(accountKeyId(key));
        if (id === undefined) continue;
        accountIds.set(accountKeyId(key), id);
        infos.set(id, { id, ownerKind: key.ownerKind, userId: key.userId, kind: key.kind });
      }
    }
    return accountIds;
  }

  /**
   * The accounts a request touches: those that may not go negative locked with their balances (player
   * accounts first, then platform pools, each in id order); the others as deltas from zero, written last (see
   * saveBalances).
   */
  async function touch(tx: Tx, ids: bigint[]): Promise<Map<bigint, LockedAccount>> {
    const unknown = ids.filter((id) => !infos.has(id));
    if (unknown.length > 0) for (const info of await accountInfos(tx, unknown)) infos.set(info.id, info);
    const guarded = (ownerKind: string) => (id: bigint) => {
      const info = infos.get(id);
      return info?.ownerKind === ownerKind && isGuarded(info);
    };
    const accounts = await lockAccounts(tx, ids.filter(guarded('player')));
    const pools = ids.filter(guarded('platform'));
    if (pools.length > 0) for (const [id, pool] of await lockAccounts(tx, pools)) accounts.set(id, pool);
    for (const id of ids) {
      const info = infos.get(id);
      if (!info) throw new Error(`ledger account ${id} does not exist`);
      if (!isGuarded(info)) accounts.set(id, { ...info, balance: 0n, pendingDebits: 0n });
    }
    return accounts;
  }

  function save(tx: Tx, accounts: Map<bigint, LockedAccount>): Promise<void> {
    const all = [...accounts.values()];
    return saveBalances(
      tx,
      all.filter(isGuarded),
      all.filter((account) => !isGuarded(account)),
    );
  }

  async function openPlayerAccounts(userId: string, currency: string): Promise<void> {
    checkUserId(userId);
    checkCurrency(currency);
    await idsOf(
      PLAYER_ACCOUNT_KINDS.map((kind) =>
        accountKey({ owner: 'player', userId, kind }, isPointsKind('player', kind) ? POINTS_UNIT : currency),
      ),
    );
  }

  async function transfer(request: TransferRequest): Promise<TransferResult> {
    checkRequest(request);
    const hash = requestHash(request);
    const unsharded = request.lines.map((line) => ({
      from: accountKey(line.from, request.currency),
      to: accountKey(line.to, request.currency),
      amount: BigInt(line.amount),
    }));
    const groupId = randomUUID();
    const userId = request.userId ?? firstPlayer(unsharded) ?? null;
    const keys = unsharded.map((line) => ({
      ...line,
      from: spreadHouse(line.from, userId),
      to: spreadHouse(line.to, userId),
    }));
    const events = prepareEvents([transferAppliedEvent(request, groupId), ...(request.events ?? [])], userId);
    const ids = await idsOf(keys.flatMap((line) => [line.from, line.to]));
    const idOf = (key: AccountKey) => ids.get(accountKeyId(key)) as bigint;
    const [only] = keys;
    // The single statement extends one player's event stream at most.
    if (request.phase === 'posted' && keys.length === 1 && only && events.streams.length <= 1) {
      const fast = await postBetweenPlayerAndPlatform(
        request,
        hash,
        groupId,
        events,
        only,
        idOf(only.from),
        idOf(only.to),
      );
      if (fast) return fast;
    }

    const outcome = await db.transaction(async (tx) => {
      const accounts = await touch(
        tx,
        keys.flatMap((line) => [idOf(line.from), idOf(line.to)]),
      );
      const before = balancesOf(accounts);
      /** What pending lines will credit once posted: checked against the maximum now, and again then. */
      const incoming = new Map<bigint, bigint>();
      const rows: NewTransferRow[] = keys.map((line, index) => {
        const debit = accountOf(accounts, idOf(line.from));
        const credit = accountOf(accounts, idOf(line.to));
        const posted = request.phase === 'posted';
        if (posted) {
          debit.balance -= line.amount;
          credit.balance += line.amount;
        } else {
          debit.pendingDebits += line.amount;
          incoming.set(credit.id, (incoming.get(credit.id) ?? 0n) + line.amount);
        }
        return {
          id: index === 0 ? groupId : randomUUID(),
          idempotencyKey: request.idempotencyKey,
          line: index,
          groupId,
          requestHash: hash,
          type: request.type,
          status: request.status,
          phase: request.phase,
          currency: request.currency,
          amount: line.amount,
          debitAccount: debit.id,
          creditAccount: credit.id,
          debitBalanceAfter: posted ? balanceAfter(debit) : null,
          creditBalanceAfter: posted ? balanceAfter(credit) : null,
          userId,
          method: request.method ?? null,
          referenceKind: request.reference?.kind ?? null,
          referenceId: request.reference?.id ?? null,
          memo: request.memo ?? null,
        };
      });
      const overdrawn = [...accounts.values()].some(
        (account) => isGuarded(account) && account.balance - account.pendingDebits < 0n,
      );
      const refusal = overdrawn
        ? insufficientFunds()
        : takesBeyondMaximum(accounts.values(), before, incoming)
          ? balanceOutOfRange()
          : null;
      if (refusal) {
        // A repeat of a request applied earlier answers its first result, whatever the balances are now.
        const earlier = await firstLineOfKey(tx, request.idempotencyKey);
        if (earlier) return { kind: 'replay' as const, line: earlier };
        throw refusal;
      }
      if (!(await insertLines(tx, rows))) {
        const earlier = await firstLineOfKey(tx, request.idempotencyKey);
        if (!earlier) throw new Error('transfer key conflicted but its first line is missing');
        return { kind: 'replay' as const, line: earlier };
      }
      await save(tx, accounts);
      await appendEvents(tx, events);
      if (request.companion)
        await writeCompanion(tx, request.companion, {
          transferId: groupId,
          userId,
          currency: request.currency,
        });
      return { kind: 'applied' as const, changed: [...accounts.values()] };
    });

    if (outcome.kind === 'replay') {
      if (outcome.line.requestHash !== hash)
        throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another request.');
      return resultOf(outcome.line, false);
    }
    ringEventsCommitted(db);
    await notify(request.currency, outcome.changed);
    return { transferId: groupId, applied: true, phase: request.phase, status: request.status };
  }

  /**
   * The hot path (bets, wins, deposits, adjustments): a posted line between one player account and a platform
   * account, in one statement. Answers undefined when the transfer is not of that shape.
   */
  async function postBetweenPlayerAndPlatform(
    request: TransferRequest,
    hash: string,
    groupId: string,
    events: OutboxBatch,
    line: { from: AccountKey; to: AccountKey; amount: bigint },
    debitId: bigint,
    creditId: bigint,
  ): Promise<TransferResult | undefined> {
    const debit = infos.get(debitId);
    const credit = infos.get(creditId);
    if (!debit || !credit || (debit.ownerKind === 'player') === (credit.ownerKind === 'player'))
      return undefined;
    // A pool that pays out is locked and read first (touch), so that two payouts cannot both pass.
    if (debit.ownerKind !== 'player' && isGuarded(debit)) return undefined;
    const player = debit.ownerKind === 'player' ? debit : credit;
    if (!player.userId) return undefined;
    const sibling = SIBLING[player.kind] ?? null;
    let after: Awaited<ReturnType<typeof postPlayerLine>>;
    try {
      after = await postPlayerLine(
        db,
        {
          id: groupId,
          idempotencyKey: request.idempotencyKey,
          line: 0,
          groupId,
          requestHash: hash,
          type: request.type,
          status: request.status,
          phase: 'posted',
          currency: request.currency,
          amount: line.amount,
          debitAccount: debitId,
          creditAccount: creditId,
          userId: request.userId ?? player.userId,
          method: request.method ?? null,
          referenceKind: request.reference?.kind ?? null,
          referenceId: request.reference?.id ?? null,
          memo: request.memo ?? null,
        },
        {
          id: player.id,
          side: player === debit ? 'debit' : 'credit',
          userId: player.userId,
          kind: player.kind,
          sibling,
        },
        player === debit ? creditId : debitId,
        events,
        request.companion,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      after = null;
    }
    if (!after) {
      const earlier = await firstLineOfKey(db, request.idempotencyKey);
      // The guard refused: a debit for too little money, a credit for passing the money maximum.
      if (!earlier) throw player === debit ? insufficientFunds() : balanceOutOfRange();
      if (earlier.requestHash !== hash)
        throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another request.');
      return resultOf(earlier, false);
    }
    ringEventsCommitted(db);
    const result: TransferResult = {
      transferId: groupId,
      applied: true,
      phase: 'posted',
      status: request.status,
    };
    if (!sibling) return result;
    const other = after.sibling ?? 0n;
    const known =
      player.kind === 'real'
        ? { real: after.available, bonus: other }
        : { real: other, bonus: after.available };
    if (onBalanceChanged)
      await onBalanceChanged([{ userId: player.userId, currency: request.currency, known }]);
    return { ...result, playerBalances: { real: Number(known.real), bonus: Number(known.bonus) } };
  }

  /** Posts or voids a pending group; a repeated key answers the first result and moves nothing. */
  async function settle(
    operation: RequestOperation,
    groupId: string,
    idempotencyKey: string,
    status: TransactionStatus,
    events: readonly DomainEventDraft[] = [],
  ): Promise<TransferResult> {
    checkKey(idempotencyKey);
    if (!UUID.test(groupId)) throw AppError.notFound('No such transfer.');
    const target: TransferPhase = operation === 'post' ? 'posted' : 'voided';

    const outcome = await db.transaction(async (tx) => {
      const earlier = await claimRequest(
        tx,
        { idempotencyKey, operation, groupId },
        { phase: target, status },
      );
      if (earlier) return { kind: 'repeat' as const, earlier };
      const lines = await groupLines(tx, groupId, true);
      const first = lines[0];
      if (!first) throw AppError.notFound('No such transfer.');
      if (first.phase !== 'pending') {
        if (first.phase !== target)
          throw new AppError('conflict', 409, `The transfer is already ${first.phase}.`);
        await saveRequestResult(tx, idempotencyKey, { phase: first.phase, status: first.status });
        return { kind: 'already' as const, line: first };
      }
      const accounts = await touch(
        tx,
        lines.flatMap((line) => [line.debitAccount, line.creditAccount]),
      );
      const before = balancesOf(accounts);
      const updates = lines.map((line) => {
        const debit = accountOf(accounts, line.debitAccount);
        const credit = accountOf(accounts, line.creditAccount);
        debit.pendingDebits -= line.amount;
        if (operation === 'void') return { id: line.id, set: { phase: target, status } };
        debit.balance -= line.amount;
        credit.balance += line.amount;
        return {
          id: line.id,
          set: {
            phase: target,
            status,
            debitBalanceAfter: balanceAfter(debit),
            creditBalanceAfter: balanceAfter(credit),
          },
        };
      });
      // Thrown inside the transaction: the claimed key is rolled back with it, so a retry can post later.
      if (takesBeyondMaximum(accounts.values(), before)) throw balanceOutOfRange();
      await updateLines(tx, updates);
      await save(tx, accounts);
      await appendEvents(
        tx,
        prepareEvents([transferSettledEvent(first, target, status), ...events], first.userId),
      );
      return { kind: 'applied' as const, changed: [...accounts.values()], currency: first.currency };
    });

    if (outcome.kind === 'repeat') {
      const { earlier } = outcome;
      if (earlier.operation !== operation || earlier.groupId !== groupId)
        throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another request.');
      return { transferId: groupId, applied: false, ...earlier.result };
    }
    if (outcome.kind === 'already') return resultOf(outcome.line, false);
    ringEventsCommitted(db);
    await notify(outcome.currency, outcome.changed);
    return { transferId: groupId, applied: true, phase: target, status };
  }

  async function setStatus(transferId: string, status: TransactionStatus): Promise<void> {
    if (!UUID.test(transferId)) throw AppError.notFound('No such transfer.');
    const updated = await setGroupStatus(db, transferId, status);
    if (updated.length === 0) throw AppError.notFound('No such transfer.');
  }

  async function notify(currency: string, changed: LockedAccount[]): Promise<void> {
    if (!onBalanceChanged) return;
    const players = new Set(
      changed.flatMap((account) =>
        account.userId && (account.kind === 'real' || account.kind === 'bonus') ? [account.userId] : [],
      ),
    );
    if (players.size > 0) await onBalanceChanged([...players].map((userId) => ({ userId, currency })));
  }

  return {
    openPlayerAccounts,
    transfer,
    post: (transferId, key, status, events) => settle('post', transferId, key, status, events),
    void: (transferId, key, status, events) => settle('void', transferId, key, status, events),
    setStatus,
  };
}

/** True for an account that may not go negative: the ledger locks and reads it, and guards its balance. */
function isGuarded(account: { ownerKind: string; kind: string }): boolean {
  return !mayGoNegative(account.ownerKind, account.kind);
}

/** A player account's posted balance after a line; platform accounts are not read, so they have none. */
function balanceAfter(account: LockedAccount): bigint | null {
  return account.ownerKind === 'player' ? account.balance : null;
}

function accountOf(accounts: Map<bigint, LockedAccount>, id: bigint): LockedAccount {
  const account = accounts.get(id);
  if (!account) throw new Error(`ledger account ${id} was not locked`);
  return account;
}

function firstPlayer(lines: { from: AccountKey; to: AccountKey }[]): string | undefined {
  for (const line of lines) {
    if (line.from.userId) return line.from.userId;
    if (line.to.userId) return line.to.userId;
  }
  return undefined;
}

function resultOf(line: TransferRow, applied: boolean): TransferResult {
  return { transferId: line.groupId, applied, phase: line.phase, status: line.status };
}

function badRequest(message: string): AppError {
  return new AppError('bad_request', 400, message);
}

function insufficientFunds(): AppError {
  return new AppError('insufficient_funds', 409, 'The balance is too low for this amount.');
}

function checkKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH)
    throw badRequest(`An idempotency key has 1 to ${MAX_KEY_LENGTH} characters.`);
}

function checkUserId(userId: string): void {
  if (!UUID.test(userId)) throw badRequest('A player id is a UUID.');
}

function checkCurrency(currency: string): void {
  if (!(PLAYER_CURRENCIES as readonly string[]).includes(currency))
    throw badRequest(`Unknown currency ${currency}.`);
}

/** A transfer's unit is a money currency or POINTS_UNIT, and every account it names is counted in it. */
function checkUnit(currency: string, refs: AccountRef[]): void {
  const points = currency === POINTS_UNIT;
  if (!points) checkCurrency(currency);
  for (const ref of refs)
    if (isPointsKind(ref.owner, ref.kind) !== points)
      throw badRequest(
        points
          ? `A ${ref.kind} account is not counted in ${POINTS_UNIT}.`
          : `A ${ref.kind} account is counted in ${POINTS_UNIT}, not in ${currency}.`,
      );
}

function checkRequest(request: TransferRequest): void {
  checkKey(request.idempotencyKey);
  checkUnit(
    request.currency,
    request.lines.flatMap((line) => [line.from, line.to]),
  );
  if (request.userId !== undefined) checkUserId(request.userId);
  if (request.lines.length === 0) throw badRequest('A transfer has at least one line.');
  for (const line of request.lines) {
    if (!Number.isInteger(line.amount) || line.amount <= 0)
      throw badRequest('An amount is a positive whole number of minor units.');
    if (!isMoneyAmount(line.amount)) throw amountOutOfRange();
    for (const ref of [line.from, line.to]) if (ref.owner === 'player') checkUserId(ref.userId);
    if (
      accountKeyId(accountKey(line.from, request.currency)) ===
      accountKeyId(accountKey(line.to, request.currency))
    )
      throw badRequest('A line moves money between two different accounts.');
  }
}
