import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MONEY_MINOR_UNITS } from '@casino/rules';
import { openDatabase } from '../../platform/db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { checkLedger, formatLedgerReport } from './ledger-check.ts';
import { createLedger } from './ledger.service.ts';
import type { AccountRef } from './wallet.port.ts';

const house: AccountRef = { owner: 'platform', kind: 'house' };
const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run ledger:check` as an operator runs it, against the database `env` names. */
const runLedgerCheck = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/ledger-check.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

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

  it('fails a player balance and a transfer amount above the money maximum', async () => {
    const beyond = (BigInt(MAX_MONEY_MINOR_UNITS) + 1n).toString();
    const userId = randomUUID();
    const { transferId } = await createLedger({ db: database.db }).transfer({
      idempotencyKey: randomUUID(),
      type: 'win',
      currency: 'GBP',
      phase: 'posted',
      status: 'complete',
      lines: [{ from: house, to: { owner: 'player', userId, kind: 'real' }, amount: 5 }],
    });
    // Written by hand as a whole (both sides, the line and its balance): only the range is wrong.
    await database.db.execute(sql`update transfers set amount = ${beyond}::bigint,
      credit_balance_after = ${beyond}::bigint where id = ${transferId}`);
    await database.db.execute(sql`update ledger_accounts set balance = ${beyond}::bigint
      where user_id = ${userId} and kind = 'real'`);
    await database.db.execute(sql`update ledger_accounts set balance = -${beyond}::bigint
      where owner_kind = 'platform' and kind = 'house' and currency = 'GBP'`);
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^account \\d+ \\(player ${userId}, real, GBP\\): balance ${beyond} with 0 reserved is above the maximum of ${MAX_MONEY_MINOR_UNITS}$`,
        ),
      ),
      `transfer ${transferId}: amount ${beyond}, credit balance after ${beyond} above the maximum of ${MAX_MONEY_MINOR_UNITS}`,
    ]);
    expect(formatLedgerReport(report)).toMatch(/ledger BROKEN: 2 problem\(s\)$/);
    await database.db.execute(sql`delete from transfers where id = ${transferId}`);
    await database.db.execute(sql`delete from ledger_accounts where currency = 'GBP'`);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('fails a tampered balance, a negative player balance and a drifted reservation', async () => {
    await database.db.execute(
      sql`alter table ledger_accounts drop constraint ledger_accounts_available_check`,
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

/** The command itself, against the embedded database a server without DATABASE_URL keeps in DATA_DIR. */
describe('npm run ledger:check on the embedded database', () => {
  it('exits 1 and names a balance above the money maximum', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const userId = randomUUID();
      await createLedger({ db: database.db }).transfer({
        idempotencyKey: randomUUID(),
        type: 'deposit',
        currency: 'EUR',
        phase: 'posted',
        status: 'complete',
        lines: [{ from: house, to: { owner: 'player', userId, kind: 'real' }, amount: 10 }],
      });
      await database.db.execute(
        sql`update ledger_accounts set balance = ${(2n ** 62n).toString()}::bigint
            where user_id = ${userId} and kind = 'real'`,
      );
      await database.close();
      const result = await runLedgerCheck({ DATABASE_URL: '', DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `balance ${2n ** 62n} with 0 reserved is above the maximum of ${MAX_MONEY_MINOR_UNITS}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
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

  const run = () => runLedgerCheck({ DATABASE_URL: url });

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
