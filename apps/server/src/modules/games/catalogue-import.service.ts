import type { CatalogueGameJson, CatalogueImportReport, StudioCatalogue } from '@casino/contracts';
import type { Db } from '../../platform/db/client.ts';
import { knownGames, upsertGames, upsertStudios, withdrawMissing } from './catalogue-import.repo.ts';
import { CatalogueUnavailableError, parseCatalogue, type CatalogueSource } from './catalogue-source.ts';
import type { NewGameRow } from './games.tables.ts';

export interface CatalogueImportOptions {
  db: Db;
  now: () => Date;
  /** Null when no provider publishes a catalogue to this platform (STUDIO_URL empty). */
  source: CatalogueSource | null;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Imports a provider's published catalogue: studios and games are upserted in one transaction, games it no longer
 * lists are withdrawn (never deleted), and the operator's settings are never touched. Idempotent.
 */
export function createCatalogueImport({ db, now, source, log }: CatalogueImportOptions) {
  let succeeded = false;

  async function read(): Promise<StudioCatalogue> {
    if (!source)
      throw new CatalogueUnavailableError('No catalogue source is configured (STUDIO_URL is empty).');
    let answer: unknown;
    try {
      answer = await source();
    } catch (error) {
      if (error instanceof CatalogueUnavailableError) throw error;
      throw new CatalogueUnavailableError(
        `The catalogue could not be read (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    return parseCatalogue(answer);
  }

  /** The games that can be offered: the first of a repeated id, and only with web addresses for art and client. */
  function importable(catalogue: StudioCatalogue): { game: CatalogueGameJson; position: number }[] {
    const seen = new Set<string>();
    const kept: { game: CatalogueGameJson; position: number }[] = [];
    catalogue.games.forEach((game, position) => {
      const urls = [game.launchUrl, game.images.desktop, game.images.mobile];
      if (seen.has(game.id) || !urls.every(isWebUrl)) {
        log.warn({ provider: catalogue.provider, gameId: game.id }, 'games: catalogue entry skipped');
        return;
      }
      seen.add(game.id);
      kept.push({ game, position });
    });
    return kept;
  }

  async function run(): Promise<CatalogueImportReport> {
    const catalogue = await read();
    const { provider } = catalogue;
    const at = now();
    const entries = importable(catalogue);
    const report = await db.transaction(async (tx) => {
      const studios = new Map(catalogue.studios.map((studio) => [studio.id, studio.name]));
      for (const { game } of entries) studios.set(game.studio.id, game.studio.name);
      const studioIds = await upsertStudios(
        tx,
        provider,
        [...studios].map(([externalId, name]) => ({ externalId, name })),
      );
      const known = await knownGames(
        tx,
        provider,
        entries.map(({ game }) => game.id),
      );
      const ownerOf = new Map(known.map((row) => [row.id, row.provider]));
      const rows: NewGameRow[] = [];
      for (const { game, position } of entries) {
        const owner = ownerOf.get(game.id);
        const studioId = studioIds.get(game.studio.id);
        if ((owner !== undefined && owner !== provider) || studioId === undefined) {
          log.warn(
            { provider, gameId: game.id, owner },
            'games: the id belongs to another provider; skipped',
          );
          continue;
        }
        rows.push(toRow(provider, game, studioId, position, at));
      }
      // Withdrawing every game because no entry could be taken would empty the lobby: refuse instead.
      if (rows.length === 0)
        throw new CatalogueUnavailableError('No game of the catalogue can be imported (see the warnings).');
      await upsertGames(tx, rows);
      const withdrawn = await withdrawMissing(
        tx,
        provider,
        rows.map((row) => row.id),
        at,
      );
      const added = rows.filter((row) => !ownerOf.has(row.id)).length;
      return { provider, imported: rows.length, added, withdrawn, importedAt: at.toISOString() };
    });
    succeeded = true;
    if (report.added > 0 || report.withdrawn > 0) log.info(report, 'games: catalogue imported');
    return report;
  }

  return {
    run,
    /** Whether a source is configured at all. */
    configured: source !== null,
    /** True once any import has succeeded in this process. */
    hasSucceeded: () => succeeded,
  };
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;

function toRow(
  provider: string,
  game: CatalogueGameJson,
  studioId: number,
  position: number,
  at: Date,
): NewGameRow {
  return {
    id: game.id,
    provider,
    externalId: game.id,
    studioId,
    name: game.name,
    type: game.type,
    categories: game.categories.map(({ id, slug }) => ({ id, slug })),
    badges: [...game.badges],
    hasDemo: game.hasDemo,
    isWagering: game.isWagering,
    rtp: game.rtp,
    bonusBuyRtp: game.bonusBuyRtp,
    volatility: game.volatility,
    imageDesktop: game.images.desktop,
    imageMobile: game.images.mobile,
    gradientColor: game.gradientColor,
    launchUrl: game.launchUrl,
    source: game.source ?? null,
    roundSchedule: game.roundSchedule ?? null,
    position,
    importedAt: at,
  };
}
