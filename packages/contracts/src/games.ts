/**
 * The platform's game catalogue and game launch (§3 Game entity, §2.2 game page, §4 game play). Games come from
 * the providers' published catalogues (provider-catalogue.ts); the player app reads them here.
 */
import { z } from 'zod';
import { GAME_CATEGORIES, LANGUAGES } from '@casino/rules';
import { gameTypeSchema } from './game-types.ts';
import { catalogueBadgeSchema, roundScheduleSchema } from './provider-catalogue.ts';

export const GAME_MODES = ['real', 'demo'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

export const gameIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/);

export const gameCategoryRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
});

/** The Game entity of §3, with what the lobby tiles and the game page show beside it. */
export const gameSchema = z.object({
  id: gameIdSchema,
  name: z.string(),
  /** The desktop tile (400×300). */
  image: z.string(),
  /** The platform's number for the studio that made the game. */
  providerId: z.number().int(),
  providerName: z.string(),
  hasDemo: z.boolean(),
  isWagering: z.boolean(),
  /** 'live' for live-casino games, otherwise null. */
  source: z.string().nullable(),
  /** A live table's round schedule (when its next round opens), otherwise null. */
  roundSchedule: roundScheduleSchema.nullable(),
  categories: z.array(gameCategoryRefSchema),
  imagine: z.object({
    files: z.object({ desktop: z.string(), mobile: z.string() }),
    gradient_color: z.string(),
  }),
  /** A country-specific link to the game; null when the game has none. */
  geo_link: z.string().nullable(),
  badges: z.array(catalogueBadgeSchema),
  type: gameTypeSchema,
  /** Return to player as a fraction (0.96 = 96 %), exact from the game's maths. */
  rtp: z.number(),
  bonusBuyRtp: z.number().nullable(),
  volatility: z.enum(['low', 'medium', 'high']),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  /** A §2.6 category path segment (slots, new, top, megaways, bonus-buy, instant_games, dice, dropwins, …). */
  category: z.enum(GAME_CATEGORIES).optional(),
  /** Case-insensitive search in the game and studio names. */
  search: z.string().trim().max(100).optional(),
  /** Only the games of this studio (the Game entity's `providerId`). */
  provider: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  /** §7: the lobby reads 15 at a time. */
  pageSize: z.coerce.number().int().min(1).max(60).default(15),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** The §2.6 categories the catalogue counts: all but `favorites`, which is a player's own list. */
export const countedGameCategorySchema = z.enum(GAME_CATEGORIES).exclude(['favorites']);
export type CountedGameCategory = z.infer<typeof countedGameCategorySchema>;

/** How many available games the catalogue holds, in all and per category (0 for an empty one). */
export const gameCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  categories: z.record(countedGameCategorySchema, z.number().int().nonnegative()),
});
export type GameCounts = z.infer<typeof gameCountsSchema>;

/** A studio of the catalogue with how many available games it has (the lobby's provider list). */
export const gameProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  games: z.number().int().nonnegative(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;
export const gameProvidersSchema = z.object({ providers: z.array(gameProviderSchema) });
export type GameProviders = z.infer<typeof gameProvidersSchema>;

/** The lobby's search (SEARCH modal): what the player typed. */
export const gameSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export type GameSearchQuery = z.infer<typeof gameSearchQuerySchema>;

/** The closest games (at most 10) and studios (at most 5), closest first. */
export const gameSearchResultSchema = z.object({
  games: z.array(gameSchema),
  providers: z.array(gameProviderSchema),
});
export type GameSearchResult = z.infer<typeof gameSearchResultSchema>;

/** The ids of a player's favourite games, newest first. */
export const favoriteGameIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavoriteGameIds = z.infer<typeof favoriteGameIdsSchema>;

/** One game for its page: the game, and whether this visitor may open it (a disabled game is still described). */
export const gameDetailsSchema = z.object({
  game: gameSchema,
  /** False when the operator has switched the game off: the page shows the game-not-available modal. */
  available: z.boolean(),
  /** True when the game is restricted in the visitor's country: launching answers 'access denied'. */
  restrictedInCountry: z.boolean(),
});
export type GameDetails = z.infer<typeof gameDetailsSchema>;

export const gameLaunchRequestSchema = z.object({
  mode: gameModeSchema,
  language: z.enum(LANGUAGES),
});
export type GameLaunchRequest = z.infer<typeof gameLaunchRequestSchema>;

export const gameLaunchSchema = z.object({
  /** The game client's address to frame: the provider's launch URL with mode, language, currency and token. */
  url: z.string(),
  mode: gameModeSchema,
  currency: z.string(),
  /** When the launch token stops opening new sessions (real mode only). */
  expiresAt: z.string().nullable(),
  /**
   * Whether the game's stakes count towards the player's active bonus (§8: a game that does not contribute is
   * warned of: choose a bonus game); null without an active bonus, and in demo mode.
   */
  bonusWagering: z.enum(['counts', 'doesNotCount']).nullable(),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

/**
 * Details of a 409 `profile_incomplete` answer to a real-money launch (§5): the fields to collect in the
 * profile-requirements modal, and the toast to show first for providers that need a birthday.
 */
export const gameProfileIncompleteDetailsSchema = z.object({
  missing: z.array(z.enum(['firstName', 'surename', 'gender', 'birthday'])),
  toastKey: z.enum(['errors.nonFilledBirth']).nullable(),
});
export type GameProfileIncompleteDetails = z.infer<typeof gameProfileIncompleteDetailsSchema>;

/** Operator view and settings of one game. */
export const staffGameSchema = gameSchema.extend({
  enabled: z.boolean(),
  /** ISO alpha-2 codes of countries where the game may not be played. */
  restrictedCountries: z.array(z.string().length(2)),
  provider: z.string(),
  importedAt: z.string(),
  /** When the provider stopped publishing the game (players no longer see it); null while it is published. */
  withdrawnAt: z.string().nullable(),
});
export type StaffGame = z.infer<typeof staffGameSchema>;

/** The operators' list: every game, disabled and withdrawn ones included, in catalogue order. */
export const staffGameListQuerySchema = gameListQuerySchema.pick({
  search: true,
  page: true,
  pageSize: true,
});
export type StaffGameListQuery = z.input<typeof staffGameListQuerySchema>;

export const staffGameListSchema = z.object({
  games: z.array(staffGameSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffGameList = z.infer<typeof staffGameListSchema>;

export const staffGameUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    restrictedCountries: z
      .array(
        z
          .string()
          .length(2)
          .regex(/^[A-Z]{2}$/),
      )
      .max(250)
      .optional(),
  })
  .refine((update) => update.enabled !== undefined || update.restrictedCountries !== undefined, {
    message: 'nothing to change',
  });
export type StaffGameUpdate = z.infer<typeof staffGameUpdateSchema>;

export const catalogueImportReportSchema = z.object({
  provider: z.string(),
  imported: z.number().int(),
  added: z.number().int(),
  /** Games the provider no longer publishes; they are switched off, never deleted (rounds refer to them). */
  withdrawn: z.number().int(),
  importedAt: z.string(),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;
