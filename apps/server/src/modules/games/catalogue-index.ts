import type { Game } from '@casino/contracts';
import type { BonusWeighedGame, BonusWeigher } from './games.context.ts';
import { toGame, weighedGameOf } from './game-views.ts';
import type { GameWithStudio } from './games.repo.ts';
import { createTextSearch, foldSearchText } from './search-text.ts';

/** What a lobby page lists: at most one of each filter, all of them applying together. */
export interface CatalogueFilter {
  /** Games listing this category slug. */
  categorySlug?: string;
  /** Only games whose bets count towards bonus wagering. */
  wageringOnly?: boolean;
  /** Only the games whose bets count towards the player's active bonus (a weight above 0 %). */
  countingFor?: BonusWeigher;
  /** Only the games of this studio. */
  studioId?: number;
  /** A part of the game's or the studio's name, case and accents aside. */
  search?: string;
}

/** How many available games there are: in all, per category slug the providers publish, and wagering ones. */
export interface AvailableGameCounts {
  total: number;
  wagering: number;
  bySlug: ReadonlyMap<string, number>;
}

export interface StudioWithGames {
  id: number;
  name: string;
  games: number;
}

/**
 * The available games (enabled and still published) held in memory in catalogue order, with what the lobby reads
 * of them worked out once: each category's and each studio's list, the counts, the studio list and a trigram
 * index for the search (docs/games.md, Catalogue in memory). Built from one read of the catalogue; never changed
 * after, a change of the catalogue builds a new one.
 */
export interface CatalogueIndex {
  page(filter: CatalogueFilter, page: { page: number; pageSize: number }): { games: Game[]; total: number };
  counts(): AvailableGameCounts;
  /** The ids of the wagering games a bonus's weigher counts (weight above 0), in catalogue order. */
  countingIds(weigher: BonusWeigher): string[];
  /** The studios with available games, by name, with how many each has. */
  studios(): StudioWithGames[];
  /** The closest games: those holding the query first, then by word similarity, then in catalogue order. */
  searchGames(query: string, limit: number): Game[];
  /** The closest studios: those holding the query first, then by word similarity, then by name. */
  searchStudios(query: string, limit: number): StudioWithGames[];
}

interface IndexedGame {
  game: Game;
  studioId: number;
  isWagering: boolean;
  weighed: BonusWeighedGame;
  slugs: ReadonlySet<string>;
  folded: string;
  studioFolded: string;
}

/** `rows` are the available games in catalogue order (`listAvailableGames`). */
export function buildCatalogueIndex(rows: readonly GameWithStudio[]): CatalogueIndex {
  const foldedStudios = new Map<number, string>();
  const entries: IndexedGame[] = rows.map((row) => {
    let studioFolded = foldedStudios.get(row.studioId);
    if (studioFolded === undefined) {
      studioFolded = foldSearchText(row.studioName);
      foldedStudios.set(row.studioId, studioFolded);
    }
    return {
      game: toGame(row),
      studioId: row.studioId,
      isWagering: row.isWagering,
      weighed: weighedGameOf(row),
      slugs: new Set(row.categories.map((category) => category.slug)),
      folded: foldSearchText(row.name),
      studioFolded,
    };
  });
  const bySlug = new Map<string, IndexedGame[]>();
  const byStudio = new Map<number, IndexedGame[]>();
  for (const entry of entries) {
    for (const slug of entry.slugs) pushTo(bySlug, slug, entry);
    pushTo(byStudio, entry.studioId, entry);
  }
  const wagering = entries.filter((entry) => entry.isWagering);
  const counts: AvailableGameCounts = {
    total: entries.length,
    wagering: wagering.length,
    bySlug: new Map([...bySlug].map(([slug, list]) => [slug, list.length])),
  };
  const studios = studioList(rows, byStudio);
  const gameSearch = createTextSearch(rows.map((row) => row.name));
  const studioSearch = createTextSearch(studios.map((studio) => studio.name));

  /** A condition of a page, with its prepared list when it has one. */
  type Condition = { list: readonly IndexedGame[] | null; holds: (entry: IndexedGame) => boolean };

  /**
   * The filter's conditions, those with a prepared list first (category, studio, wagering): a page starts from the
   * first one's list and checks only the others, so a page with one filter is a slice.
   */
  function conditionsOf(filter: CatalogueFilter): Condition[] {
    const conditions: Condition[] = [];
    const { categorySlug, studioId, search } = filter;
    if (categorySlug !== undefined)
      conditions.push({
        list: bySlug.get(categorySlug) ?? [],
        holds: (entry) => entry.slugs.has(categorySlug),
      });
    if (studioId !== undefined)
      conditions.push({ list: byStudio.get(studioId) ?? [], holds: (entry) => entry.studioId === studioId });
    if (filter.wageringOnly) conditions.push({ list: wagering, holds: (entry) => entry.isWagering });
    const { countingFor } = filter;
    if (countingFor)
      conditions.push({ list: null, holds: (entry) => entry.isWagering && countingFor(entry.weighed) > 0 });
    if (search) {
      const text = foldSearchText(search);
      conditions.push({
        list: null,
        holds: (entry) => entry.folded.includes(text) || entry.studioFolded.includes(text),
      });
    }
    return conditions;
  }

  return {
    page(filter, { page, pageSize }) {
      const conditions = conditionsOf(filter);
      const first = conditions[0]?.list ? conditions[0] : undefined;
      const others = first ? conditions.slice(1) : conditions;
      const starting = first?.list ?? entries;
      const listed =
        others.length === 0
          ? starting
          : starting.filter((entry) => others.every((other) => other.holds(entry)));
      const from = (page - 1) * pageSize;
      return { games: listed.slice(from, from + pageSize).map((entry) => entry.game), total: listed.length };
    },
    counts: () => counts,
    countingIds: (weigher) =>
      wagering.filter((entry) => weigher(entry.weighed) > 0).map((entry) => entry.game.id),
    studios: () => studios.map((studio) => ({ ...studio })),
    searchGames: (query, limit) =>
      gameSearch.find(query, limit).map((position) => (entries[position] as IndexedGame).game),
    searchStudios: (query, limit) =>
      studioSearch.find(query, limit).map((position) => ({ ...(studios[position] as StudioWithGames) })),
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function studioList(
  rows: readonly GameWithStudio[],
  byStudio: ReadonlyMap<number, readonly IndexedGame[]>,
): StudioWithGames[] {
  const names = new Map(rows.map((row) => [row.studioId, row.studioName]));
  return [...byStudio]
    .map(([id, list]) => ({ id, name: names.get(id) ?? '', games: list.length }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
}
