import type { FastifyInstance } from 'fastify';
import type { JobScheduler } from '../../platform/jobs/scheduler.ts';
import type { Platform } from '../../platform/platform.ts';
import { createCatalogueImport } from './catalogue-import.service.ts';
import { createStartupImport } from './catalogue-startup.ts';
import { createFavorites } from './favorites.service.ts';
import { createGameLaunch } from './game-launch.service.ts';
import type { GamesContext, GamesOptions } from './games.context.ts';
import { createGamesService } from './games.service.ts';

export const CATALOGUE_IMPORT_JOB = 'games.import-catalogue';
const CATALOGUE_IMPORT_EVERY_MS = 15 * 60_000;

/**
 * The platform's game catalogue (docs/games.md): imported from the providers' published catalogues, read by the
 * lobby, switched and restricted by operators, and opened through the launch checks.
 */
export function createGames(platform: Pick<Platform, 'db' | 'clock'>, options: GamesOptions) {
  const context: GamesContext = {
    db: platform.db,
    now: platform.clock ?? (() => new Date()),
    ...options,
  };
  const catalogue = createGamesService(context);
  const importer = createCatalogueImport({
    db: context.db,
    now: context.now,
    source: context.catalogueSource,
    log: context.log,
  });
  return {
    catalogue,
    favorites: createFavorites(context),
    launcher: createGameLaunch(context),
    importer: {
      ...importer,
      /** Imports, then has the catalogue index rebuilt if the import changed the catalogue. */
      run: async () => {
        const report = await importer.run();
        await catalogue.afterImport();
        return report;
      },
    },
  };
}

export type Games = ReturnType<typeof createGames>;

/**
 * With a catalogue source: the first import in the background once the server is ready (retried every 5 s until
 * it succeeds, stopped on close), then the periodic job every 15 minutes.
 */
export function scheduleCatalogueImport(app: FastifyInstance, jobs: JobScheduler, games: Games): void {
  if (!games.importer.configured) return;
  jobs.every(CATALOGUE_IMPORT_JOB, CATALOGUE_IMPORT_EVERY_MS, async () => {
    await games.importer.run();
  });
  const startup = createStartupImport({
    run: games.importer.run,
    hasSucceeded: games.importer.hasSucceeded,
    log: app.log,
  });
  app.addHook('onReady', async () => startup.start());
  app.addHook('onClose', () => startup.stop());
}
