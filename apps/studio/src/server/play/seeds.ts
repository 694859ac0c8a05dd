/**
 * Provably fair seeds per player (docs/fairness.md): one active server seed whose hash is shown, the player's
 * client seed and the next nonce. Rotation reveals the active seed and commits a new one at nonce 0.
 */
import { randomBytes } from 'node:crypto';
import { generateServerSeed, hashServerSeed, SERVER_SEED_BYTES } from '@casino/game-math';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StudioDb } from '../db/database.ts';
import { studioSeeds } from './play.tables.ts';
import type { Rotation, SeedCommitment } from '../../shared/play-api.ts';

export type StudioTx = Parameters<Parameters<StudioDb['transaction']>[0]>[0];
type SeedRow = typeof studioSeeds.$inferSelect;

export function commitmentOf(seed: SeedRow): SeedCommitment {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

function newSeedRow(playerKey: string, clientSeed: string): typeof studioSeeds.$inferInsert {
  const serverSeed = generateServerSeed(randomBytes(SERVER_SEED_BYTES));
  return {
    id: randomBytes(12).toString('hex'),
    playerKey,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
  };
}

/** The player's active seed, created (with a random client seed) the first time. */
export async function activeSeed(db: StudioDb | StudioTx, playerKey: string, lock = false): Promise<SeedRow> {
  const query = db
    .select()
    .from(studioSeeds)
    .where(and(eq(studioSeeds.playerKey, playerKey), eq(studioSeeds.active, true)));
  const [existing] = lock ? await query.for('update') : await query;
  if (existing) return existing;
  await db
    .insert(studioSeeds)
    .values(newSeedRow(playerKey, randomBytes(8).toString('hex')))
    .onConflictDoNothing();
  const [created] = lock ? await query.for('update') : await query;
  if (!created) throw new Error(`no active seed for ${playerKey}`);
  return created;
}

/** Takes the next nonce of the player's active seed (inside the round's transaction). */
export async function reserveNonce(
  tx: StudioTx,
  playerKey: string,
): Promise<{ serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
  const seed = await activeSeed(tx, playerKey, true);
  await tx
    .update(studioSeeds)
    .set({ nextNonce: seed.nextNonce + 1 })
    .where(eq(studioSeeds.id, seed.id));
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}

/** Reveals the active seed and commits a new one; the client seed is kept unless a new one is given. */
export async function rotateSeed(tx: StudioTx, playerKey: string, clientSeed?: string): Promise<Rotation> {
  const old = await activeSeed(tx, playerKey, true);
  await tx
    .update(studioSeeds)
    .set({ active: false, revealedAt: new Date() })
    .where(eq(studioSeeds.id, old.id));
  const [created] = await tx
    .insert(studioSeeds)
    .values(newSeedRow(playerKey, clientSeed ?? old.clientSeed))
    .returning();
  if (!created) throw new Error('seed not created');
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      roundsPlayed: old.nextNonce,
    },
    current: commitmentOf(created),
  };
}

/** The server seeds already revealed among these hashes, by hash. */
export async function revealedSeeds(db: StudioDb, hashes: readonly string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ hash: studioSeeds.serverSeedHash, seed: studioSeeds.serverSeed })
    .from(studioSeeds)
    .where(and(inArray(studioSeeds.serverSeedHash, [...hashes]), isNotNull(studioSeeds.revealedAt)));
  return new Map(rows.map((row) => [row.hash, row.seed]));
}

/** The secret seed behind a hash, for the server's own replay of a feature in progress. */
export async function serverSeedByHash(db: StudioDb | StudioTx, hash: string): Promise<string> {
  const [row] = await db
    .select({ seed: studioSeeds.serverSeed })
    .from(studioSeeds)
    .where(eq(studioSeeds.serverSeedHash, hash));
  if (!row) throw new Error(`unknown server seed ${hash}`);
  return row.seed;
}
