import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { checkLedger, formatLedgerReport } from './ledger-check.ts';
import { createLedger } from './ledger.service.ts';
import type { AccountRef } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe.each(databaseKinds)('ledger check on %s', (kind) => {
  let database: TestDatabase;
  const userId = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const ledger = createLedger({ db: database.db });
    const real: AccountRef = { owner: 'player', userId, kind: 'real' };
    const base = { currency: 'EUR', phase: 'posted' as const, status: 'complete' as const, userId };
    await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'deposit',
      lines: [{ from: house, to: real, amount: 1000 }],
    });
    await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'bet',
      lines: [{ from: real, to: house, amount: 300 }],
    });
    await ledger.transfer({
      ...base,
      idempotencyKey: randomUUID(),
      type: 'withdraw',
      phase: 'pending',
      status: 'pending',
      lines: [{ from: real, to: house, amount: 200 }],
    });
    await ledger.transfer({
      ...base,
      currency: 'USD',
      idempotencyKey: randomUUID(),
      type: 'deposit',
      lines: [{ from: house, to: { ...real, userId: randomUUID() }, amount: 50 }],
    });
  });
  afterAll(async () => database?.dispose());

  it('passes a healthy ledger and prints the sums per currency', async () => {
    const report = await checkLedger(database.db);
    expect(report).toMatchObject({ ok: true, problems: [] });
    expect(report.currencies.map(({ currency, sum }) => [currency, sum])).toEqual([
      ['EUR', 0n],
      ['USD', 0n],
    ]);
    expect(formatLedgerReport(report)).toMatch(/EUR: sum 0 over 2 accounts[\s\S]*ledger OK/);
  });

  it('fails a tampered balance, a negative player balance and a drifted reservation', async () => {
    await database.db.execute(
      sql`alter table ledger_accounts drop constraint ledger_accounts_player_available_check`,
    );
    await database.db.execute(
      sql`update ledger_accounts set balance = balance - 1000 where user_id = ${userId} and kind = 'real'`,
    );
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'EUR: balances sum to -1000, not 0',
      expect.stringMatching(
        /^account \d+ \(player .*, real, EUR\): balance -300 with 200 reserved is negative$/,
      ),
      expect.stringMatching(
        /^account \d+: balance -300 \(transfers say 700\), reserved 200 \(transfers say 200\)$/,
      ),
    ]);
    expect(formatLedgerReport(report)).toMatch(/ledger BROKEN: 3 problem\(s\)$/);
  });
});

/** The command itself, against a PostgreSQL database as the server would use it. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('npm run ledger:check', () => {
  let database: TestDatabase;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const result = await database.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    const parsed = new URL(process.env.TEST_DATABASE_URL ?? '');
    parsed.pathname = `/${row?.name ?? ''}`;
    url = parsed.toString();
    await createLedger({ db: database.db }).transfer({
      idempotencyKey: randomUUID(),
      type: 'deposit',
      currency: 'EUR',
      phase: 'posted',
      status: 'complete',
      lines: [{ from: house, to: { owner: 'player', userId: randomUUID(), kind: 'real' }, amount: 10 }],
    });
  });
  afterAll(async () => database?.dispose());

  const run = () =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ledger-check.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('exits 0 on a healthy ledger and 1 on a tampered one', async () => {
    const healthy = await run();
    expect(healthy).toMatchObject({ code: 0 });
    expect(healthy.stdout).toContain('EUR: sum 0 over 2 accounts');
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where owner_kind = 'platform'`,
    );
    const broken = await run();
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('EUR: balances sum to 1, not 0');
  });
});
