import { mkdtempSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblems } from '@casino/rules';
import { findUserByEmail } from '../modules/accounts/accounts.repo.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import { createTestDatabase, databaseKinds, testConfig, type TestDatabase } from '../test/test-platform.ts';
import { DEMO_WINNERS } from './demo-winner-accounts.ts';
import { ensureDevAccounts, wantsDevAccounts } from './dev-accounts.ts';

it('demo accounts are for development, and for a test server that asks for them; never for production', () => {
  expect(wantsDevAccounts(testConfig({ NODE_ENV: 'development' }))).toBe(true);
  expect(wantsDevAccounts(testConfig({ NODE_ENV: 'development', SEED_DEV_ACCOUNTS: 'false' }))).toBe(false);
  expect(
    wantsDevAccounts(
      testConfig({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
      }),
    ),
  ).toBe(false);
  expect(wantsDevAccounts(testConfig({ NODE_ENV: 'test' }))).toBe(false);
  expect(wantsDevAccounts(testConfig({ NODE_ENV: 'test', SEED_DEV_ACCOUNTS: 'true' }))).toBe(true);
  // Even a configuration object that claims otherwise gets none in production.
  expect(wantsDevAccounts({ isProduction: true, seedDevAccounts: true })).toBe(false);
});

describe.each(databaseKinds)('development demo accounts on %s', (kind) => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-dev-accounts-'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates a player and an admin whose printed passwords sign in, and keeps them across starts', async () => {
    const first = await ensureDevAccounts(database.db, dataDir);
    // The player and the admin are printed; the demo winners, who only play at seed time, are not.
    expect(first.filter((entry) => entry.listed).map((entry) => entry.email)).toEqual([
      'player@lumen.test',
      'admin@lumen.test',
    ]);
    expect(first.filter((entry) => !entry.listed).map((entry) => entry.email)).toEqual(
      DEMO_WINNERS.map((winner) => winner.email),
    );
    const matei = await findUserByEmail(database.db, 'matei@winners.lumen.test');
    expect(matei).toMatchObject({ currency: 'RON', country: 'RO', language: 'ro', role: 'player' });
    for (const entry of first) {
      expect(passwordProblems(entry.password)).toEqual([]);
      const user = await findUserByEmail(database.db, entry.email);
      expect(user && (await verifyPassword(user.passwordHash, entry.password))).toBe(true);
    }
    expect((await findUserByEmail(database.db, 'admin@lumen.test'))?.role).toBe('admin');
    expect((await findUserByEmail(database.db, 'player@lumen.test'))?.role).toBe('player');

    const file = join(dataDir, 'dev-credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);

    const second = await ensureDevAccounts(database.db, dataDir);
    expect(second).toEqual(first);
  });
});
