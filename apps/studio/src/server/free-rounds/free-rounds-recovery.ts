/** The recovery pass's part for awards: those done but not closed are closed, and unconfirmed wins sent again. */
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { PlayContext } from '../play/play-context.ts';
import { studioFreeRounds } from './free-rounds.tables.ts';
import { settleAward } from './win-report.ts';

export interface FreeRoundsRecovery {
  /** Awards whose win the platform confirmed now, or that had nothing to report. */
  readonly finished: number;
  /** Awards whose win the platform still did not confirm; the next pass tries again. */
  readonly unconfirmed: number;
}

export async function recoverFreeRounds(context: PlayContext): Promise<FreeRoundsRecovery> {
  const due = await context.db
    .select({ id: studioFreeRounds.id })
    .from(studioFreeRounds)
    .where(
      or(
        eq(studioFreeRounds.status, 'paying'),
        and(
          eq(studioFreeRounds.status, 'active'),
          or(
            lte(studioFreeRounds.expiresAt, sql`now()`),
            gte(studioFreeRounds.played, studioFreeRounds.count),
          ),
        ),
      ),
    );
  let finished = 0;
  let unconfirmed = 0;
  for (const { id } of due) {
    const award = await settleAward(context, id);
    if (award?.status === 'finished') finished += 1;
    else if (award?.status === 'paying') unconfirmed += 1;
  }
  return { finished, unconfirmed };
}
