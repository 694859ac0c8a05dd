/** The studio's live-format tables: one per live game of the catalogue, run by this process while it serves. */
import type { TableSchedule } from '@casino/game-math';
import type { Catalogue } from '../catalogue/generate-catalogue.ts';
import { liveTableView } from '../catalogue/live-table-view.ts';
import type { StudioDb } from '../db/database.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';
import { createLiveTable, type LiveTable } from './live-table.ts';

export interface LiveTables {
  byGame(gameId: string): LiveTable | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveTablesOptions {
  /** A shorter schedule (tests). */
  readonly schedule?: TableSchedule;
}

export function createLiveTables(
  db: StudioDb,
  wallet: WalletClient,
  catalogue: Catalogue,
  options: LiveTablesOptions = {},
): LiveTables {
  const tables = new Map<string, LiveTable>();
  for (const game of catalogue.games) {
    if (game.kind !== 'live') continue;
    const viewOf = (currency: string) => {
      const view = liveTableView(game, currency);
      return options.schedule ? { ...view, schedule: options.schedule } : view;
    };
    tables.set(
      game.id,
      createLiveTable(db, wallet, {
        tableId: game.id,
        variant: game.type,
        schedule: viewOf('EUR').schedule,
        vip: game.vip,
        viewOf,
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
