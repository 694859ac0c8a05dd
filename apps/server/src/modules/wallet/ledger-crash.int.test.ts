import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositCreated, ShortBalance, Withdrawal } from '@casino/contracts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@casino/server-kit';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import { createTestApp } from '../../test/test-platform.ts';
import { users } from '../accounts/accounts.tables.ts';
import { completeProfile, markVerified } from '../payments/payments.test-support.ts';
import { sandboxEvent, type SandboxEvent } from '../payments/sandbox/sandbox-event.ts';
import { SANDBOX_WEBHOOK_PATH } from '../payments/sandbox/sandbox.routes.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../payments/sandbox/sandbox-signature.ts';
import { checkLedger } from './ledger-check.ts';
import { staffAdjustmentKey } from './wallet.staff.routes.ts';
import {
  CRASH_RECORDER,
  CREATE_RECORDED_DELIVERIES,
  loginOverHttp,
  RECORDING_SERVER,
  request,
  startServer,
  type HttpAnswer,
  type HttpSession,
  type ServerProcess,
} from './ledger-crash.support.ts';
import { transfers } from './wallet.tables.ts';

const SECRET = 'crash-test-sandbox-secret';
const PLAYERS = 10;
const CONCURRENCY = 16;
/** The server is killed once this share of the calls has answered. */
const KILL_AFTER = 0.4;
/** How late the first server's subscriber handles each event, so that delivery runs behind the money. */
const FIRST_RUN_DELIVERY_DELAY_MS = '300';

interface Operation {
  kind: 'credit' | 'debit' | 'deposit' | 'withdraw';
  player: number;
  key: string;
  amount: number;
  /** A deposit's webhook event, made once and sent again on every retry. */
  event?: SandboxEvent;
}

interface Outcome {
  status: number;
  /** The ledger transfer key the call's money movement carries, once known. */
  transferKey?: string;
  body?: unknown;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('ledger crash test on postgres', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let throwaway: ThrowawayDatabase | undefined;
  let database: Database;
  let server: ServerProcess | undefined;
  const env: Record<string, string> = {};
  const credentials: { email: string; password: string; userId: string }[] = [];
  let finance = { email: '', password: '' };
  let setupEvents: { id: string; user_id: string | null; sequence: string | null }[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(adminUrl, 'casino_crash');
    env.DATABASE_URL = throwaway.url;
    database = await openDatabase({ url: env.DATABASE_URL, dataDir: '' });
    await database.migrate();
    await database.db.execute(sql.raw(CREATE_RECORDED_DELIVERIES));
    // Accounts are made through the app on the same database before the server process starts.
    const setup = await createTestApp(database, { config: MANY_REGISTRATIONS });
    const staff = await registerPlayer(setup.app);
    await database.db.update(users).set({ role: 'finance' }).where(eq(users.id, staff.userId));
    finance = { email: staff.email, password: staff.password };
    for (let index = 0; index < PLAYERS; index += 1) {
      const player = await registerPlayer(setup.app);
      await markVerified(database.db, player.userId);
      await completeProfile(setup.app, player);
      credentials.push({ email: player.email, password: player.password, userId: player.userId });
    }
    await setup.close();
    // The accounts' own events (accounts.registered) were written before the recording subscriber was listed, so
    // none of them is its to receive.
    setupEvents = await rowsOf<{ id: string; user_id: string | null; sequence: string | null }>(
      sql`select id, user_id, sequence from domain_events`,
    );
    Object.assign(env, {
      PAYMENT_SANDBOX_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO_CONTENT: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: '/tmp',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await throwaway?.drop();
  });

  /** Rows of a query of this test's own tables. */
  async function rowsOf<Row>(query: SQL): Promise<Row[]> {
    return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  /** The server with the recording subscriber, once that subscriber is registered. */
  async function startRecordingServer(extra: Record<string, string>): Promise<ServerProcess> {
    const started = await startServer({ ...env, ...extra }, RECORDING_SERVER);
    await waitFor(async () => {
      const rows = await rowsOf(sql`select 1 from domain_event_subscribers where name = ${CRASH_RECORDER}`);
      return rows.length === 1;
    });
    return started;
  }

  async function pendingForRecorder(): Promise<number> {
    const [row] = await rowsOf<{ pending: number }>(sql`
      select count(*)::int as pending from domain_event_deliveries
       where subscriber = ${CRASH_RECORDER} and delivered_at is null`);
    return row?.pending ?? -1;
  }

  it('applies every keyed call exactly once across a SIGKILL, with nothing negative and sums zero', async () => {
    const operations: Operation[] = [];
    for (let player = 0; player < PLAYERS; player += 1) {
      for (let n = 0; n < 6; n += 1) {
        operations.push({ kind: 'credit', player, key: randomUUID(), amount: 1000 });
        operations.push({ kind: 'debit', player, key: randomUUID(), amount: 700 });
      }
      for (let n = 0; n < 3; n += 1)
        operations.push({ kind: 'deposit', player, key: randomUUID(), amount: 2500 });
      for (let n = 0; n < 2; n += 1)
        operations.push({ kind: 'withdraw', player, key: randomUUID(), amount: 1000 });
    }
    shuffle(operations);

    server = await startRecordingServer({ CRASH_RECORDER_DELAY_MS: FIRST_RUN_DELIVERY_DELAY_MS });
    let staff = await loginOverHttp(server.baseUrl, finance.email, finance.password);
    let players = await Promise.all(
      credentials.map((player) => loginOverHttp(server?.baseUrl ?? '', player.email, player.password)),
    );

    const run = (baseUrl: string, operation: Operation) => perform(baseUrl, staff, players, operation);

    // First run: killed mid-load.
    const first = new Map<Operation, Outcome | 'lost'>();
    let answered = 0;
    const killing = { done: false };
    await pool(operations, CONCURRENCY, async (operation) => {
      const baseUrl = server?.baseUrl ?? '';
      try {
        first.set(operation, await run(baseUrl, operation));
        answered += 1;
      } catch {
        first.set(operation, 'lost');
      }
      if (!killing.done && answered >= operations.length * KILL_AFTER) {
        killing.done = true;
        await server?.kill();
      }
    });
    const lost = [...first.values()].filter((outcome) => outcome === 'lost').length;
    expect(lost).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
    // Events were committed with the money that the killed process had not delivered yet.
    expect(await pendingForRecorder()).toBeGreaterThan(0);

    // Restart and retry every call with its own key.
    server = await startRecordingServer({ CRASH_RECORDER_DELAY_MS: '0' });
    staff = await loginOverHttp(server.baseUrl, finance.email, finance.password);
    players = await Promise.all(
      credentials.map((player) => loginOverHttp(server?.baseUrl ?? '', player.email, player.password)),
    );
    const final = new Map<Operation, Outcome>();
    await pool(operations, CONCURRENCY, async (operation) => {
      final.set(operation, await run(server?.baseUrl ?? '', operation));
    });

    const expected = new Map<number, number>();
    const appliedKeys: string[] = [];
    const refusedKeys: string[] = [];
    for (const operation of operations) {
      const outcome = final.get(operation);
      if (!outcome) throw new Error('an operation has no outcome');
      const refused = outcome.status === 409;
      if (refused) {
        expect(['debit', 'withdraw']).toContain(operation.kind);
        expect(outcome.body).toMatchObject({ error: { code: 'insufficient_funds' } });
      } else expect(outcome.status).toBeLessThan(300);
      const key = outcome.transferKey ?? operation.key;
      (refused ? refusedKeys : appliedKeys).push(key);
      if (refused) continue;
      const sign = operation.kind === 'credit' || operation.kind === 'deposit' ? 1 : -1;
      expected.set(operation.player, (expected.get(operation.player) ?? 0) + sign * operation.amount);
    }

    const counts = await database.db
      .select({ key: transfers.idempotencyKey, lines: sql<number>`count(*)::int` })
      .from(transfers)
      .where(inArray(transfers.idempotencyKey, [...appliedKeys, ...refusedKeys]))
      .groupBy(transfers.idempotencyKey);
    const byKey = new Map(counts.map((row) => [row.key, row.lines]));
    for (const key of appliedKeys) expect(byKey.get(key), key).toBe(1);
    for (const key of refusedKeys) expect(byKey.get(key), key).toBeUndefined();
    const deposits = await database.db
      .select({ lines: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.type, 'deposit'), eq(transfers.phase, 'posted')));
    expect(deposits[0]?.lines).toBe(operations.filter((operation) => operation.kind === 'deposit').length);

    for (const [index, player] of players.entries()) {
      const answer = await request(server.baseUrl, 'GET', '/api/wallet/balance', { session: player });
      expect((answer.body as ShortBalance).balanceMain).toBe(expected.get(index) ?? 0);
    }
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);

    await expectEveryEventDelivered();
  }, 300_000);

  /**
   * One wallet.transfer-applied event per applied transfer, retries and all; every event reaches the recording
   * subscriber at least once, those the killed process left undelivered included, and each player's in order.
   */
  async function expectEveryEventDelivered(): Promise<void> {
    const [counts] = await rowsOf<{ applied: number; transfers: number }>(sql`
      select (select count(*)::int from domain_events where type = 'wallet.transfer-applied') as applied,
             (select count(distinct group_id)::int from transfers) as transfers`);
    expect(counts?.applied).toBe(counts?.transfers);

    await waitFor(async () => (await pendingForRecorder()) === 0);
    const missed = (
      await rowsOf<{ id: string }>(sql`
        select e.id from domain_events e
         where not exists (select 1 from crash_test_deliveries r where r.event_id = e.id)`)
    ).filter((row) => !setupEvents.some((event) => event.id === row.id));
    expect(missed).toEqual([]);
    const firsts = await rowsOf<{ user_id: string; sequence: string }>(sql`
      select user_id, sequence from crash_test_deliveries r
       where r.user_id is not null
         and r.id = (select min(id) from crash_test_deliveries f where f.event_id = r.event_id)
       order by r.id`);
    // Each player's stream goes on from the events of the set-up, in order.
    const lastSeen = new Map<string, number>();
    for (const { user_id: userId, sequence } of setupEvents)
      if (userId) lastSeen.set(userId, Math.max(lastSeen.get(userId) ?? 0, Number(sequence)));
    for (const { user_id: userId, sequence } of firsts) {
      expect(Number(sequence)).toBe((lastSeen.get(userId) ?? 0) + 1);
      lastSeen.set(userId, Number(sequence));
    }
  }
});

/** One money call, as a browser or the provider would make it; retrying it repeats the same request. */
async function perform(
  baseUrl: string,
  staff: HttpSession,
  players: HttpSession[],
  operation: Operation,
): Promise<Outcome> {
  const player = players[operation.player];
  if (!player) throw new Error('no such player');
  if (operation.kind === 'credit' || operation.kind === 'debit') {
    const answer = await request(baseUrl, 'POST', '/api/staff/wallet/adjust', {
      session: staff,
      body: {
        userId: player.userId,
        amount: operation.kind === 'credit' ? operation.amount : -operation.amount,
        reason: 'crash test',
        idempotencyKey: operation.key,
      },
    });
    return { ...outcomeOf(answer), transferKey: staffAdjustmentKey(operation.key) };
  }
  if (operation.kind === 'withdraw') {
    const answer = await request(baseUrl, 'POST', '/api/payments/withdrawals', {
      session: player,
      body: {
        method: 'bank',
        account: 'DE89 3704 0044 0532 0130 00',
        cardHolderName: 'Anna Berg',
        amount: operation.amount,
        idempotencyKey: operation.key,
      },
    });
    const id = answer.status < 300 ? (answer.body as Withdrawal).id : undefined;
    return { ...outcomeOf(answer), ...(id ? { transferKey: `withdraw:${id}` } : {}) };
  }
  const created = await request(baseUrl, 'POST', '/api/payments/deposits', {
    session: player,
    body: { methodId: 'card', amount: operation.amount, idempotencyKey: operation.key },
  });
  if (created.status !== 201 && created.status !== 200) return outcomeOf(created);
  const { paymentId, redirectUrl } = created.body as DepositCreated;
  operation.event ??= sandboxEvent(
    {
      paymentId: new URL(redirectUrl).pathname.split('/').pop() ?? '',
      merchantPaymentId: paymentId,
      status: 'approved',
      amount: operation.amount,
      currency: 'EUR',
    },
    new Date(),
  );
  const raw = JSON.stringify(operation.event);
  const webhook = await request(baseUrl, 'POST', SANDBOX_WEBHOOK_PATH, {
    raw,
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, raw, new Date()) },
  });
  return { ...outcomeOf(webhook), transferKey: `deposit:${paymentId}` };
}

function outcomeOf(answer: HttpAnswer): Outcome {
  return { status: answer.status, body: answer.body };
}

async function waitFor(done: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs `work` over the items with at most `size` in flight. */
async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: size }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(lanes);
}

function shuffle<T>(items: T[]): void {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    const a = items[index];
    const b = items[other];
    if (a === undefined || b === undefined) continue;
    items[index] = b;
    items[other] = a;
  }
}
