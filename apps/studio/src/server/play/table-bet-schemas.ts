/** The shapes of roulette and baccarat bets as requests send them; the maths checks what these let through. */
import { BACCARAT_BET_KINDS } from '@casino/game-math';
import { z } from 'zod';

export const betAmountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const third = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const rouletteBetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['straight', 'split', 'street', 'corner', 'six-line']),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    amount: betAmountSchema,
  }),
  z.object({ kind: z.literal('dozen'), dozen: third, amount: betAmountSchema }),
  z.object({ kind: z.literal('column'), column: third, amount: betAmountSchema }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount: betAmountSchema }),
]);

export const baccaratBetsSchema = z.partialRecord(
  z.enum(BACCARAT_BET_KINDS),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
);
