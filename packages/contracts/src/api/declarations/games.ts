import { z } from 'zod';
import type { Role } from '@casino/rules';
import { errorBodySchema } from '../../errors.ts';
import {
  catalogueImportReportSchema,
  favoriteGameIdsSchema,
  gameCountsSchema,
  gameDetailsSchema,
  gameLaunchRequestSchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameProvidersSchema,
  gameSearchQuerySchema,
  gameSearchResultSchema,
  gameListSchema,
  gameProfileIncompleteDetailsSchema,
  staffGameListQuerySchema,
  staffGameListSchema,
  staffGameSchema,
  staffGameUpdateSchema,
} from '../../games.ts';
import type { EndpointDeclarations } from '../declaration.ts';

/** Staff who may read the operator's view of the catalogue. */
export const GAME_READERS: readonly Role[] = ['support', 'admin'];
/** Staff who switch games, restrict them by country and import the catalogue. */
export const GAME_ADMINS: readonly Role[] = ['admin'];

export const gameIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A real-money launch refused for an incomplete profile: the §5 details instead of a list of fields. */
export const profileIncompleteBodySchema = z.object({
  error: z.object({
    code: z.literal('profile_incomplete'),
    message: z.string(),
    details: gameProfileIncompleteDetailsSchema,
  }),
});

const staffErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const tags = ['games'];
const staffTags = ['games', 'staff'];

/** The lobby's catalogue reads and the game launch (open to guests), and the operators' catalogue. */
export const gameEndpoints = {
  getGames: {
    access: 'public',
    summary: 'Available games in catalogue order: by §2.6 category, studio, game or studio name, paged',
    tags,
    querystring: gameListQuerySchema,
    response: { 200: gameListSchema, 400: errorBodySchema },
  },
  getGameCounts: {
    access: 'public',
    summary: 'How many available games there are, in all and per §2.6 category (for the lobby’s counts)',
    tags,
    response: { 200: gameCountsSchema },
  },
  getGameProviders: {
    access: 'public',
    summary: 'The studios with available games, by name, each with its number of games',
    tags,
    response: { 200: gameProvidersSchema },
  },
  searchGames: {
    access: 'public',
    summary: 'Games and studios by name, typo-tolerant and accent-blind, closest first (10 games, 5 studios)',
    tags,
    querystring: gameSearchQuerySchema,
    response: { 200: gameSearchResultSchema, 400: errorBodySchema },
  },
  getGame: {
    access: 'public',
    summary: "One game, whether it is available, and whether it is restricted in the visitor's country",
    tags,
    params: gameIdParamsSchema,
    response: { 200: gameDetailsSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
  launchGame: {
    access: 'public',
    summary:
      "Open a game: demo for anyone, real money for a signed-in player; answers the game client's address",
    tags,
    params: gameIdParamsSchema,
    body: gameLaunchRequestSchema,
    response: {
      200: gameLaunchSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: z.union([profileIncompleteBodySchema, errorBodySchema]),
    },
  },
  getFavoriteGameIds: {
    access: 'signed-in',
    summary: "The ids of the player's favourite games, newest first",
    tags,
    response: { 200: favoriteGameIdsSchema, 401: errorBodySchema },
  },
  addFavoriteGame: {
    access: 'signed-in',
    summary: "Add an available game to the player's favourites (again: no change); answers the ids",
    tags,
    params: gameIdParamsSchema,
    response: {
      200: favoriteGameIdsSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  },
  removeFavoriteGame: {
    access: 'signed-in',
    summary: "Remove a game from the player's favourites (one not there: no change); answers the ids",
    tags,
    params: gameIdParamsSchema,
    response: { 200: favoriteGameIdsSchema, 400: errorBodySchema, 401: errorBodySchema },
  },
  listStaffGames: {
    access: { roles: GAME_READERS },
    summary: 'Every game with its operator settings, disabled and withdrawn ones included',
    tags: staffTags,
    querystring: staffGameListQuerySchema,
    response: { 200: staffGameListSchema, ...staffErrors },
  },
  updateStaffGame: {
    access: { roles: GAME_ADMINS },
    summary: 'Switch a game on or off, or set the countries where it may not be played',
    tags: staffTags,
    params: gameIdParamsSchema,
    body: staffGameUpdateSchema,
    response: { 200: staffGameSchema, ...staffErrors },
  },
  importCatalogue: {
    access: { roles: GAME_ADMINS },
    summary: "Import the provider's catalogue now; 503 catalogue_unavailable when it cannot be read",
    tags: staffTags,
    response: { 200: catalogueImportReportSchema, ...staffErrors, 503: errorBodySchema },
  },
} satisfies EndpointDeclarations;
