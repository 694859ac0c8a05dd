import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@casino/contracts';
import { buildApp } from '../../../app.ts';
import { createMemoryBus } from '../../../platform/bus/memory-bus.ts';
import { call, MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../../test/test-accounts.ts';
import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '../../../test/test-platform.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import {
  balanceOf,
  csrfFieldOf,
  decide,
  openSandboxPage,
  postDecision,
  startDeposit,
} from '../payments.test-support.ts';
import { sandboxProviderPayments } from '../payments.tables.ts';

/** A production demo site that runs the sandbox on purpose, with the secrets production requires. */
const PRODUCTION_DEMO = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_SANDBOX_SECRET: 'production-sandbox-secret-0123456789',
  STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
};

const modes = databaseKinds.flatMap((kind) => [
  { kind, mode: 'test', config: MANY_REGISTRATIONS },
  { kind, mode: 'production', config: { ...MANY_REGISTRATIONS, ...PRODUCTION_DEMO } },
]);

/**
 * The sandbox's hosted page creates money when a payment is approved, so it acts only for the paying player's
 * own browser session, and only with the session's CSRF token in the form.
 */
describe.each(modes)('the sandbox page on $kind in $mode mode', ({ kind, config }) => {
  const test = useTestApp(kind, { config });

  const stateOf = async (redirectUrl: string) => {
    const id = new URL(redirectUrl).pathname.split('/').pop() ?? '';
    const [row] = await test.database.db
      .select({ state: sandboxProviderPayments.state })
      .from(sandboxProviderPayments)
      .where(eq(sandboxProviderPayments.id, id));
    return row?.state;
  };
  const statusOf = async (player: TestSession, paymentId: string) =>
    (await call(test.app, player, 'GET', `/api/payments/deposits/${paymentId}`)).json<Deposit>().status;

  async function expectUntouched(player: TestSession, deposit: { paymentId: string; redirectUrl: string }) {
    expect(await stateOf(deposit.redirectUrl)).toBe('open');
    expect(await statusOf(player, deposit.paymentId)).toBe('pending');
    expect(await balanceOf(test.app, player)).toBe(0);
  }

  it('refuses a visitor without a session who knows the payment id: 403, nothing approved', async () => {
    const player = await registerPlayer(test.app);
    const deposit = await startDeposit(test.app, player, 5000);
    const page = await openSandboxPage(test.app, undefined, deposit.redirectUrl);
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain('<form');
    const approval = await postDecision(test.app, undefined, deposit.redirectUrl, 'approve', '');
    expect(approval.statusCode).toBe(403);
    await expectUntouched(player, deposit);
  });

  it("refuses another player's session with its own CSRF token: 404, as for an unknown payment", async () => {
    const player = await registerPlayer(test.app);
    const stranger = await registerPlayer(test.app);
    const deposit = await startDeposit(test.app, player, 5000);
    expect((await openSandboxPage(test.app, stranger, deposit.redirectUrl)).statusCode).toBe(404);
    const csrf = stranger.headers['x-csrf-token'] ?? '';
    const approval = await postDecision(test.app, stranger, deposit.redirectUrl, 'approve', csrf);
    expect(approval.statusCode).toBe(404);
    expect(await balanceOf(test.app, stranger)).toBe(0);
    await expectUntouched(player, deposit);
  });

  it("refuses the payer's cookie without the session's CSRF token (a form posted from another site): 403", async () => {
    const player = await registerPlayer(test.app);
    const deposit = await startDeposit(test.app, player, 5000);
    for (const csrf of ['', 'x'.repeat(43), `${player.headers['x-csrf-token']}x`]) {
      const approval = await postDecision(test.app, player, deposit.redirectUrl, 'approve', csrf);
      expect(approval.statusCode).toBe(403);
    }
    await expectUntouched(player, deposit);
  });

  it('lets the paying player approve in their own session: credited once, back to the casino', async () => {
    const player = await registerPlayer(test.app);
    const deposit = await startDeposit(test.app, player, 5000);
    const page = await openSandboxPage(test.app, player, deposit.redirectUrl);
    expect(page.statusCode).toBe(200);
    expect(csrfFieldOf(page.body)).not.toBe('');
    const approval = await decide(test.app, player, deposit.redirectUrl, 'approve');
    expect(approval.statusCode).toBe(303);
    expect(approval.headers.location).toMatch(new RegExp(`/deposit-success/${deposit.paymentId}$`));
    expect(await statusOf(player, deposit.paymentId)).toBe('complete');
    expect(await balanceOf(test.app, player)).toBe(5000);
    expect((await checkLedger(test.database.db)).problems).toEqual([]);
  });
});

describe.each(databaseKinds)('the sandbox in production on %s', (kind) => {
  it('warns at start that deposits are not paid when the demo switch is on', async () => {
    const database = await createTestDatabase(kind);
    const lines: string[] = [];
    const bus = createMemoryBus();
    const app = await buildApp(
      {
        config: testConfig({ ...PRODUCTION_DEMO, LOG_LEVEL: 'warn' }),
        database,
        db: database.db,
        bus,
        authenticate: async () => null,
      },
      { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } },
    );
    await app.close();
    await bus.close();
    await database.dispose();
    const warning = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warning).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/NOT PAID.*real money/) }),
    );
  });
});
