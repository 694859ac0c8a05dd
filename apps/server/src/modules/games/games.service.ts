import { marketOfCountry, offeredCategories, type GameCategory } from '@casino/rules';
import {
  countedGameCategorySchema,
  type GameCounts,
  type GameDetails,
  type GameList,
  type GameProviders,
  type GameSearchResult,
  type StaffGame,
  type StaffGameList,
  type StaffGameUpdate,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { findCountry } from '../geo/countries.ts';
import { createVersionedValue } from '../../platform/cache/versioned-value.ts';
import { buildCatalogueIndex, type CatalogueFilter } from './catalogue-index.ts';
import { isAvailable, toGame, toStaffGame } from './game-views.ts';
import type { BonusWeigher, GamesContext } from './games.context.ts';
import {
  catalogueVersionOf,
  findGame,
  gameFactsByExternalId,
  type GameFacts,
  listAvailableGames,
  listGames,
  updateGameSettings,
  type GameFilter,
} from './games.repo.ts';

/**
 * How often a node in use reads the catalogue's version (one row) to learn of changes made by other nodes or
 * processes; its own imports and switches rebuild its index at once.
 */
const CATALOGUE_VERSION_CHECK_MS = 2_000;

/** How many games and studios a search answers at most. */
const SEARCH_GAMES = 10;
const SEARCH_PROVIDERS = 5;

/** How long a game's facts are remembered, and for how many games at most. */
const GAME_FACTS_CACHE_MS = 60_000;
const GAME_FACTS_CACHE_SIZE = 10_000;

export interface GameListParams {
  category?: GameCategory;
  /** The signed-in caller, whose favourites the `favorites` category lists; none for a guest. */
  userId?: string | null;
  search?: string;
  /** Only the games of this studio. */
  provider?: number;
  page: number;
  pageSize: number;
}

/**
 * The lobby filter of a §2.6 category. `bonus-games` are the games whose bets count towards the player's active
 * bonus (`countingFor`, its weigher), else every game whose bets count towards wagering; `favorites` is the
 * signed-in player's own list (empty for a guest). Any other category matches the slug the providers publish, so
 * one nobody publishes (live, jackpots…) is simply empty.
 */
function categoryFilter(
  category: GameCategory | undefined,
  userId: string | null,
  countingFor: BonusWeigher | null = null,
): (CatalogueFilter & Pick<GameFilter, 'favoritesOf'>) | null {
  if (category === undefined) return {};
  if (category === 'bonus-games') return countingFor ? { countingFor } : { wageringOnly: true };
  if (category === 'favorites') return userId ? { favoritesOf: userId } : null;
  return { categorySlug: category };
}

/**
 * The catalogue as players and operators read it, and the operators' settings. The lobby's public reads are
 * answered from the catalogue index in memory; a player's favourites, a game's page and the operators' list from
 * the database.
 */
export function createGamesService({ db, countryOf, now: clock, bonusWeigherOf }: GamesContext) {
  const catalogue = createVersionedValue({
    build: async () => {
      const version = await catalogueVersionOf(db);
      return { value: buildCatalogueIndex(await listAvailableGames(db)), version };
    },
    versionOf: () => catalogueVersionOf(db),
    checkEveryMs: CATALOGUE_VERSION_CHECK_MS,
    now: () => clock().getTime(),
  });

  /**
   * A list page; a player's favourites read from the database, every other page from the index. A category the
   * visitor's market does not offer (§4: drops and wins in the UK, by `ip`) lists nothing.
   */
  async function list({
    category,
    userId = null,
    ip = null,
    search,
    provider,
    page,
    pageSize,
  }: GameListParams & { ip?: string | null }): Promise<GameList> {
    const weigher = category === 'bonus-games' && userId ? await bonusWeigherOf(userId) : null;
    const filter = categoryFilter(category, userId, weigher);
    const market = marketOfCountry(ip === null ? null : countryOf(ip));
    const offered = category === undefined || offeredCategories(market, [category]).length > 0;
    if (!filter || !offered) return { games: [], total: 0, page, pageSize };
    const narrowed = {
      ...(search ? { search } : {}),
      ...(provider === undefined ? {} : { studioId: provider }),
    };
    if (filter.favoritesOf !== undefined) {
      const found = await listGames(db, { ...filter, ...narrowed, availableOnly: true }, { page, pageSize });
      return { games: found.rows.map(toGame), total: found.total, page, pageSize };
    }
    const found = (await catalogue.get()).page({ ...filter, ...narrowed }, { page, pageSize });
    return { ...found, page, pageSize };
  }

  /**
   * How many available games there are, in all and per §2.6 category, counted as `list` filters them (so a
   * category's count is the total its page shows).
   */
  async function counts(): Promise<GameCounts> {
    const found = (await catalogue.get()).counts();
    const categories = Object.fromEntries(
      countedGameCategorySchema.options.map((category) => {
        const filter = categoryFilter(category, null);
        const counted = filter?.wageringOnly ? found.wagering : found.bySlug.get(filter?.categorySlug ?? '');
        return [category, counted ?? 0];
      }),
    ) as GameCounts['categories'];
    return { total: found.total, categories };
  }

  /** One game for its page, with whether this visitor may open it; disabled and withdrawn games included. */
  async function details(id: string, ip: string): Promise<GameDetails> {
    const row = await findGame(db, id);
    if (!row) throw AppError.notFound('No such game.');
    const country = countryOf(ip);
    return {
      game: toGame(row),
      available: isAvailable(row),
      restrictedInCountry: country !== null && row.restrictedCountries.includes(country),
    };
  }

  async function staffList({
    search,
    page,
    pageSize,
  }: Omit<GameListParams, 'category'>): Promise<StaffGameList> {
    const found = await listGames(
      db,
      { availableOnly: false, ...(search ? { search } : {}) },
      { page, pageSize },
    );
    return { games: found.rows.map(toStaffGame), total: found.total, page, pageSize };
  }

  async function update(id: string, change: StaffGameUpdate): Promise<StaffGame> {
    const settings: { enabled?: boolean; restrictedCountries?: string[] } = {};
    if (change.enabled !== undefined) settings.enabled = change.enabled;
    if (change.restrictedCountries !== undefined) {
      const unknown = change.restrictedCountries.filter((code) => findCountry(code)?.alpha2 !== code);
      if (unknown.length > 0)
        throw new AppError('unknown_country', 400, `Not ISO 3166 alpha-2 codes: ${unknown.join(', ')}.`);
      settings.restrictedCountries = [...new Set(change.restrictedCountries)].sort();
    }
    if (!(await updateGameSettings(db, id, settings))) throw AppError.notFound('No such game.');
    catalogue.forget();
    const row = await findGame(db, id);
    if (!row) throw AppError.notFound('No such game.');
    return toStaffGame(row);
  }

  /**
   * What the catalogue knows of a provider's game (name, type, categories), for the players' histories and the
   * bonus engine's wagering; null when it is not known. Every bet and win asks, so the facts are kept in memory for
   * a minute (an import changes a game rarely; a minute late is fine) instead of costing each wallet call a query.
   */
  const facts = new Map<string, { facts: GameFacts | null; until: number }>();
  const gameFactsOf = async (provider: string, externalId: string): Promise<GameFacts | null> => {
    const key = `${provider}\u0000${externalId}`;
    const cached = facts.get(key);
    const now = clock().getTime();
    if (cached && cached.until > now) return cached.facts;
    const found = await gameFactsByExternalId(db, provider, externalId);
    if (facts.size >= GAME_FACTS_CACHE_SIZE) facts.clear();
    facts.set(key, { facts: found, until: now + GAME_FACTS_CACHE_MS });
    return found;
  };
  const gameNameOf = async (provider: string, externalId: string): Promise<string | null> =>
    (await gameFactsOf(provider, externalId))?.name ?? null;

  /** The studios with available games and their numbers of games, by name. */
  async function providers(): Promise<GameProviders> {
    return { providers: (await catalogue.get()).studios() };
  }

  /** The SEARCH modal's answer: the closest available games and studios (docs/games.md, Search). */
  async function search(query: string): Promise<GameSearchResult> {
    const index = await catalogue.get();
    return {
      games: index.searchGames(query, SEARCH_GAMES),
      providers: index.searchStudios(query, SEARCH_PROVIDERS),
    };
  }

  /** The ids of the available games whose bets count towards a bonus (weight above 0), in catalogue order. */
  async function countingGames(weigher: BonusWeigher): Promise<Array<{ id: string }>> {
    return (await catalogue.get()).countingIds(weigher).map((id) => ({ id }));
  }

  return {
    list,
    counts,
    countingGames,
    providers,
    search,
    details,
    staffList,
    update,
    gameNameOf,
    gameFactsOf,
    /** After an import: rebuilds the index on the next read if the import changed the catalogue. */
    afterImport: () => catalogue.forgetIfChanged(),
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
