import { z } from 'zod';
import { WINNER_LISTS } from '@casino/rules';

/** Which top-winners tab to read (§2.7). */
export const winnersQuerySchema = z.object({ list: z.enum(WINNER_LISTS) });
export type WinnersQuery = z.infer<typeof winnersQuerySchema>;

/** One winning round (§3 Winner row): its profit in the winner's currency, the masked login and the game. */
export const winnerRowSchema = z.object({
  /** Stable per round, for keys and to merge pushed rows; tells nothing about the round. */
  id: z.string(),
  /** What the round paid beyond its stakes, in minor units of `currency`; always > 0. */
  amount: z.number().int().positive(),
  currency: z.string(),
  /** A masked login (`maskLogin`), never an e-mail address. */
  login: z.string(),
  /** The game's name; empty when the catalogue no longer knows the game. */
  game: z.string(),
  /** When the round was settled (ISO 8601). */
  wonAt: z.iso.datetime(),
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

/**
 * A tab's rows, or `shown: false` (and no rows) for an audience that does not see the block
 * (`winnersHiddenFor`).
 */
export const winnersSchema = z.object({ shown: z.boolean(), rows: z.array(winnerRowSchema) });
export type Winners = z.infer<typeof winnersSchema>;

/** `/ws` broadcast: rounds that were settled as wins since the last such event, newest first. */
export const winnersAddedEventSchema = z.object({
  type: z.literal('winners.added.v1'),
  data: z.object({ rows: z.array(winnerRowSchema) }),
});
export type WinnersAddedEvent = z.infer<typeof winnersAddedEventSchema>;
