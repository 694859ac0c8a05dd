import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestPlatform } from '../../test/test-platform.ts';
import { betGuardSql } from './bet-guard.sql.ts';
import { inForce } from './exclusions.service.ts';
import { latestExclusion } from './protection.repo.ts';
import { playerExclusions, playerLimits, type PlayerExclusionRow } from './protection.tables.ts';

const HOUR = 3_600_000;
const at = new Date('2026-11-27T12:00:00Z');
const hours = (n: number) => new Date(at.getTime() + n * HOUR);

type Break = Pick<PlayerExclusionRow, 'kind' | 'startsAt' | 'endsAt' | 'returnsAt'>;

/** Players' break histories, each as its rows; the SQL must answer what the TypeScript rule answers. */
const HISTORIES: Record<string, Break[]> = {
  none: [],
  'time-out running': [{ kind: 'timeOut', startsAt: hours(-1), endsAt: hours(23), returnsAt: null }],
  'time-out over': [{ kind: 'timeOut', startsAt: hours(-25), endsAt: hours(-1), returnsAt: null }],
  'time-out ending now': [{ kind: 'timeOut', startsAt: hours(-24), endsAt: at, returnsAt: null }],
  'time-out not started': [{ kind: 'timeOut', startsAt: hours(1), endsAt: hours(25), returnsAt: null }],
  'self-exclusion running': [
    { kind: 'selfExclusion', startsAt: hours(-1), endsAt: hours(4000), returnsAt: null },
  ],
  'self-exclusion over, no return asked': [
    { kind: 'selfExclusion', startsAt: hours(-5000), endsAt: hours(-1), returnsAt: null },
  ],
  'self-exclusion over, return cooling off': [
    { kind: 'selfExclusion', startsAt: hours(-5000), endsAt: hours(-10), returnsAt: hours(2) },
  ],
  'self-exclusion over, returned': [
    { kind: 'selfExclusion', startsAt: hours(-5000), endsAt: hours(-30), returnsAt: hours(-6) },
  ],
  'time-out lengthened': [
    { kind: 'timeOut', startsAt: hours(-30), endsAt: hours(-6), returnsAt: null },
    { kind: 'timeOut', startsAt: hours(-2), endsAt: hours(166), returnsAt: null },
  ],
  'returned, then a time-out over': [
    { kind: 'selfExclusion', startsAt: hours(-9000), endsAt: hours(-100), returnsAt: hours(-70) },
    { kind: 'timeOut', startsAt: hours(-48), endsAt: hours(-24), returnsAt: null },
  ],
};

describe.each(databaseKinds)('the bet guard in SQL on %s', (kind) => {
  const test = useTestPlatform(kind);

  async function guardOf(userId: string) {
    const guard = betGuardSql(sql`${userId}::uuid`, sql`${at.toISOString()}::timestamptz`);
    const result = await test.platform.db.execute(
      sql`select ${guard.excluded} as excluded, ${guard.limited} as limited`,
    );
    const [row] = (result as unknown as { rows: { excluded: boolean; limited: boolean }[] }).rows;
    return row;
  }

  it.each(Object.entries(HISTORIES))(
    'agrees with the rule of a break in force: %s',
    async (_name, history) => {
      const userId = randomUUID();
      for (const row of history)
        await test.platform.db
          .insert(playerExclusions)
          .values({ ...row, userId, period: row.kind === 'timeOut' ? '24h' : '6m', setBy: 'player' });
      const latest = await latestExclusion(test.platform.db, userId, at);
      const expected = latest ? inForce(latest, at) : false;
      expect((await guardOf(userId))?.excluded).toBe(expected);
    },
  );

  it('calls a player with a wager or loss limit limited, and a deposit or session limit not', async () => {
    const limited = randomUUID();
    const depositsOnly = randomUUID();
    const removed = randomUUID();
    const row = { currency: 'EUR', updatedAt: at };
    await test.platform.db.insert(playerLimits).values([
      { ...row, userId: limited, kind: 'loss', period: 'week', amount: 1_000 },
      { ...row, userId: depositsOnly, kind: 'deposit', period: 'day', amount: 1_000 },
      { ...row, userId: depositsOnly, kind: 'session', period: 'session', currency: 'min', amount: 60 },
      { ...row, userId: removed, kind: 'wager', period: 'day', amount: null },
    ]);
    expect((await guardOf(limited))?.limited).toBe(true);
    expect((await guardOf(depositsOnly))?.limited).toBe(false);
    expect((await guardOf(removed))?.limited).toBe(false);
    expect((await guardOf(randomUUID()))?.limited).toBe(false);
  });
});
