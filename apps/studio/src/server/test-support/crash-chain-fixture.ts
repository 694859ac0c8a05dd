/** A crash table's hash chain stored before the table starts, so that a test knows how its first round ends. */
import { createHash } from 'node:crypto';
import { hashChain } from '@casino/game-math';
import type { StudioDb } from '../db/database.ts';
import { crashPointOf, crashSaltOf } from '../shared-rounds/crash-chain.ts';
import { studioCrashChains } from '../shared-rounds/shared-rounds.tables.ts';

/**
 * Stores a chain of `length` rounds for the table whose first round crashes at `atLeast` hundredths or more (a
 * secret end picked, deterministically, for that); answers that round's crash point.
 */
export async function storeChainCrashingAbove(
  db: StudioDb,
  {
    tableId,
    houseEdge,
    atLeast,
    length,
  }: { tableId: string; houseEdge: number; atLeast: number; length: number },
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const secretEnd = createHash('sha256').update(`${tableId}:${attempt}`).digest('hex');
    const { commitment, seeds } = hashChain(secretEnd, length);
    const crashPoint = crashPointOf(seeds[0] ?? '', crashSaltOf(tableId), 1, houseEdge);
    if (crashPoint < atLeast) continue;
    await db
      .insert(studioCrashChains)
      .values({ id: `${tableId}-chain-${attempt}`, tableId, commitment, secretEnd, length });
    return crashPoint;
  }
}
