import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The breaks players take from gambling (docs/player-protection.md): one row per break, never changed or deleted,
 * so the history stays whole. The break in force is the one ending last. `user_id` is the account's id
 * (accounts module); `set_by` is `player` or the staff account's id.
 */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<'timeOut' | 'selfExclusion'>().notNull(),
    period: text('period').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    setBy: text('set_by').notNull(),
    reason: text('reason'),
  },
  (t) => [
    // The check at every bet: the player's break ending last.
    index('player_exclusions_user_ends_idx').on(t.userId, t.endsAt),
    check('player_exclusions_kind_check', sql.raw(`kind in ('timeOut', 'selfExclusion')`)),
    check('player_exclusions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export type PlayerExclusionRow = typeof playerExclusions.$inferSelect;
