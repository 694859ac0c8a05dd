import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyBonuses, ShortBalance } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  betBody,
  externalId,
  launchToken,
  ledgerProblems,
  seamlessAnswer,
  studioSecret,
} from '../game-wallet/game-wallet.test-support.ts';
import {
  bankWithdrawal,
  decide,
  markVerified,
  registerWithRole,
  startDeposit,
} from '../payments/payments.test-support.ts';
import { depositCampaign } from './bonuses.test-support.ts';

/** What a player may do, in any order: the engine must keep the ledger whole whatever they do. */
type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'round'; stake: number; winPercent: number; deliverBetween: boolean }
  | { kind: 'rolledBack'; stake: number }
  | { kind: 'cancel' }
  | { kind: 'activateNext' }
  | { kind: 'expire' }
  | { kind: 'withdraw'; share: number }
  | { kind: 'sweep' };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1_000, max: 8_000 }) }),
  fc.record({
    kind: fc.constant('round' as const),
    stake: fc.integer({ min: 1, max: 3_500 }),
    winPercent: fc.constantFrom(0, 0, 50, 100, 250, 1_000),
    deliverBetween: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rolledBack' as const), stake: fc.integer({ min: 1, max: 3_000 }) }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'activateNext' as const }),
  fc.constant({ kind: 'expire' as const }),
  fc.record({ kind: fc.constant('withdraw' as const), share: fc.integer({ min: 1, max: 100 }) }),
  fc.constant({ kind: 'sweep' as const }),
);

describe.each(databaseKinds)('bonus engine properties on %s', (kind) => {
  let now = new Date();
  const test = useTestApp(kind, { config: MANY_REGISTRATIONS, clock: () => now });
  const secret = () => studioSecret(test.platform);

  async function balance(player: TestSession): Promise<ShortBalance> {
    return (await call(test.app, player, 'GET', '/api/wallet/balance')).json<ShortBalance>();
  }

  async function mine(player: TestSession): Promise<MyBonuses> {
    return (await call(test.app, player, 'GET', '/api/bonuses/mine')).json<MyBonuses>();
  }

  /** What the player's real account received from bonus conversions, by grant. */
  async function convertedByGrant(userId: string): Promise<Map<string, number>> {
    const result = await test.platform.db.execute(sql`
      select t.reference_id as grant_id, sum(t.amount)::text as converted
        from transfers t
        join ledger_accounts a on a.id = t.credit_account
       where t.type = 'convertBalance' and a.owner_kind = 'player' and a.kind = 'real' and a.user_id = ${userId}::uuid
       group by t.reference_id`);
    const rows = (result as unknown as { rows: { grant_id: string; converted: string }[] }).rows;
    return new Map(rows.map((row) => [row.grant_id, Number(row.converted)]));
  }

  async function run(player: TestSession, step: Step): Promise<void> {
    switch (step.kind) {
      case 'deposit': {
        const { redirectUrl } = await startDeposit(test.app, player, step.amount, 'card', {
          claimBonus: true,
        });
        await decide(test.app, player, redirectUrl, 'approve');
        return test.deliverEvents();
      }
      case 'round':
      case 'rolledBack': {
        const token = await launchToken(test.platform, player.userId, { now });
        const bet = betBody(token, step.stake);
        const placed = await seamlessAnswer(test.app, secret(), 'bet', bet);
        if (placed.status !== 'OK') return;
        if (step.kind === 'rolledBack') {
          await seamlessAnswer(test.app, secret(), 'rollback', {
            token,
            transactionId: externalId('rb'),
            referenceTransactionId: bet.transactionId,
            roundId: bet.roundId,
            gameId: bet.gameId,
            roundClosed: true,
          });
          return test.deliverEvents();
        }
        if (step.deliverBetween) await test.deliverEvents();
        const win = Math.floor((step.stake * step.winPercent) / 100);
        await seamlessAnswer(test.app, secret(), 'win', {
          ...bet,
          transactionId: externalId('win'),
          amount: win,
          roundClosed: true,
        });
        return test.deliverEvents();
      }
      case 'cancel': {
        const { active } = await mine(player);
        if (active) await call(test.app, player, 'POST', `/api/bonuses/mine/${active.id}/cancel`);
        return;
      }
      case 'activateNext': {
        const { queue } = await mine(player);
        if (queue[0]) await call(test.app, player, 'POST', `/api/bonuses/mine/${queue[0].id}/activate`);
        return;
      }
      case 'expire': {
        // The sweep runs three days on (past every grant's two days); the provider's signed calls keep real time.
        const today = now;
        now = new Date(today.getTime() + 3 * 24 * 60 * 60_000);
        try {
          await test.jobs.runOnce('bonuses.sweep');
        } finally {
          now = today;
        }
        return;
      }
      case 'sweep':
        await test.jobs.runOnce('bonuses.sweep');
        return;
      case 'withdraw': {
        const real = (await balance(player)).balanceMain;
        const amount = Math.floor((real * step.share) / 100);
        if (amount <= 0) return;
        const response = await call(test.app, player, 'POST', '/api/payments/withdrawals', {
          ...bankWithdrawal(amount),
          forfeitBonus: true,
        });
        expect(response.statusCode, response.body).toBe(201);
        return;
      }
    }
  }

  it('keeps the ledger whole, never creates real money beyond the caps, and always lets the real balance out', async () => {
    const admin = await registerWithRole(test.app, test.database.db, 'admin');
    const base = depositCampaign();
    const created = await call(test.app, admin, 'POST', '/api/staff/bonuses/campaigns', {
      ...base,
      trigger: { kind: 'deposit', depositNumbers: [1, 2, 3], minDeposit: { EUR: 1_000 }, code: null },
      terms: {
        ...base.terms,
        money: { kind: 'percent', percent: 100, min: {}, max: { EUR: 5_000 } },
        wagering: { multiple: 3, base: 'bonus' },
        maxBet: { EUR: 3_000 },
        maxCashOutMultiple: 2,
        grantDays: 2,
      },
      perPlayerLimit: 3,
    });
    expect(created.statusCode, created.body).toBe(201);

    await fc.assert(
      fc.asyncProperty(fc.array(steps, { minLength: 1, maxLength: 10 }), async (sequence) => {
        const player = await registerPlayer(test.app);
        await markVerified(test.database.db, player.userId);
        await run(player, { kind: 'deposit', amount: 5_000 });
        for (const step of sequence) await run(player, step);
        await test.jobs.runOnce('bonuses.sweep');

        expect(await ledgerProblems(test.platform)).toEqual([]);
        // Real money comes of a bonus only by completing its wagering, and never beyond its cap.
        const bonuses = await mine(player);
        const grants = [bonuses.active, ...bonuses.queue, ...bonuses.history].filter(
          (grant) => grant !== null,
        );
        for (const [grantId, converted] of await convertedByGrant(player.userId)) {
          const grant = grants.find((candidate) => candidate.id === grantId);
          expect(grant?.status).toBe('completed');
          expect(converted).toBeLessThanOrEqual(grant?.maxCashOut ?? Infinity);
        }
        // Whatever happened, the whole real balance can be withdrawn.
        const real = (await balance(player)).balanceMain;
        if (real > 0) {
          const out = await call(test.app, player, 'POST', '/api/payments/withdrawals', {
            ...bankWithdrawal(real),
            forfeitBonus: true,
          });
          expect(out.statusCode, out.body).toBe(201);
          expect((await balance(player)).balanceMain).toBe(0);
        }
        expect(await ledgerProblems(test.platform)).toEqual([]);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
