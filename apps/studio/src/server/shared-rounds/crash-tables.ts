/** The studio's crash tables: one per crash game of the catalogue, run by this process while it serves. */
import type { CrashPace } from '@casino/game-math';
import type { Catalogue } from '../catalogue/generate-catalogue.ts';
import { crashLimits } from '../catalogue/table-limits.ts';
import type { StudioDb } from '../db/database.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';
import { createCrashTable, type CrashTable } from './crash-table.ts';

/** How long the result stays on screen before the next window opens. */
const PAUSE_MS = 4_000;
/** Rounds per hash chain: about three weeks of play at one round every 20 s or so. */
const CHAIN_LENGTH = 100_000;
/** How often the multiplier is broadcast while flying (clients draw the curve between ticks). */
const TICK_MS = 100;

export interface CrashTables {
  byGame(gameId: string): CrashTable | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface CrashTablesOptions {
  /** A faster pace (tests). */
  readonly pace?: CrashPace;
  readonly pauseMs?: number;
  readonly chainLength?: number;
}

export function createCrashTables(
  db: StudioDb,
  wallet: WalletClient,
  catalogue: Catalogue,
  options: CrashTablesOptions = {},
): CrashTables {
  const tables = new Map<string, CrashTable>();
  for (const game of catalogue.games) {
    if (game.kind !== 'crash') continue;
    tables.set(
      game.id,
      createCrashTable(db, wallet, {
        tableId: game.id,
        houseEdge: game.houseEdge,
        ...(options.pace ? { pace: options.pace } : {}),
        pauseMs: options.pauseMs ?? PAUSE_MS,
        chainLength: options.chainLength ?? CHAIN_LENGTH,
        tickMs: TICK_MS,
        limitsOf: crashLimits,
      }),
    );
  }
  return {
    byGame: (gameId) => tables.get(gameId),
    async start() {
      for (const table of tables.values()) await table.start();
    },
    async stop() {
      await Promise.all([...tables.values()].map((table) => table.stop()));
    },
  };
}
