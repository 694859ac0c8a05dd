/**
 * A crash table's hash chain (docs/fairness.md, "Hash chain"): the chain in use, its seeds, and the crash point
 * each seed gives. Round i of a chain is drawn with s(i) as its server seed, the table's salt as its client seed
 * and i as its nonce; the round's hash, shown before its window opens, is s(i − 1). A used-up chain is followed by
 * a new one with a new commitment.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  crashPointHundredths,
  createRandomStream,
  generateServerSeed,
  hashChain,
  SERVER_SEED_BYTES,
} from '@casino/game-math';
import { desc, eq, max } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import { studioCrashChains, studioCrashRounds } from './shared-rounds.tables.ts';

export interface CrashChain {
  readonly id: string;
  readonly commitment: string;
  readonly length: number;
  /** s(index), 1 ≤ index ≤ length. */
  seedOf(index: number): string;
}

/** The table's salt: public, fixed with the table, the client seed of every round. */
export const crashSaltOf = (tableId: string): string => `lumen-crash:${tableId}`;

/** The crash point (hundredths) that a round's seed gives at the table's house edge. */
export function crashPointOf(seed: string, salt: string, index: number, houseEdge: number): number {
  return crashPointHundredths(
    createRandomStream({ serverSeed: seed, clientSeed: salt, nonce: index }),
    houseEdge,
  );
}

function chainOf(row: typeof studioCrashChains.$inferSelect): CrashChain {
  const { commitment, seeds } = hashChain(row.secretEnd, row.length);
  if (commitment !== row.commitment) throw new Error(`crash chain ${row.id} does not hash to its commitment`);
  return {
    id: row.id,
    commitment,
    length: row.length,
    seedOf(index) {
      const seed = seeds[index - 1];
      if (seed === undefined) throw new RangeError(`chain ${row.id} has no round ${index}`);
      return seed;
    },
  };
}

/**
 * The chain the table's next round draws from, and that round's index: the newest chain while it has rounds left,
 * else a new one of `length` rounds.
 */
export async function nextChainRound(
  db: StudioDb,
  tableId: string,
  length: number,
): Promise<{ chain: CrashChain; index: number }> {
  const [latest] = await db
    .select()
    .from(studioCrashChains)
    .where(eq(studioCrashChains.tableId, tableId))
    .orderBy(desc(studioCrashChains.createdAt))
    .limit(1);
  if (latest) {
    const [used] = await db
      .select({ last: max(studioCrashRounds.chainIndex) })
      .from(studioCrashRounds)
      .where(eq(studioCrashRounds.chainId, latest.id));
    const index = (used?.last ?? 0) + 1;
    if (index <= latest.length) return { chain: cachedChain(latest), index };
  }
  const secretEnd = generateServerSeed(randomBytes(SERVER_SEED_BYTES));
  const { commitment } = hashChain(secretEnd, length);
  const [created] = await db
    .insert(studioCrashChains)
    .values({ id: randomUUID(), tableId, commitment, secretEnd, length })
    .returning();
  if (!created) throw new Error('the crash chain was not stored');
  return { chain: cachedChain(created), index: 1 };
}

/** s(index) of a stored chain, to reveal a round's seed after it is over. */
export async function chainSeed(db: StudioDb, chainId: string, index: number): Promise<string> {
  const [row] = await db.select().from(studioCrashChains).where(eq(studioCrashChains.id, chainId));
  if (!row) throw new Error(`no crash chain ${chainId}`);
  return cachedChain(row).seedOf(index);
}

/** Hashing a whole chain takes a while: each chain is hashed once per process. */
const chains = new Map<string, CrashChain>();

function cachedChain(row: typeof studioCrashChains.$inferSelect): CrashChain {
  const known = chains.get(row.id);
  if (known) return known;
  const chain = chainOf(row);
  chains.set(row.id, chain);
  return chain;
}
