/**
 * The studio's published catalogue (GET /studio/api/games). The platform imports games in this format; the
 * `version` changes whenever a field changes meaning or disappears (new optional fields keep it).
 */
import { z } from 'zod';
import { gameTypeSchema } from './game-types.ts';

export const CATALOGUE_VERSION = 1;

export const catalogueCategorySchema = z.object({
  id: z.number().int().describe('the platform category id: new 1, top 2, dropwins 587'),
  slug: z.string(),
});

export const catalogueBadgeSchema = z.enum(['new', 'top', 'wagering']);

/**
 * A shared table's round schedule: round n opens for bets at n × periodMs since the epoch and takes bets for
 * bettingMs, so anyone can tell when the next round opens.
 */
export const roundScheduleSchema = z.object({
  periodMs: z.number().int().positive(),
  bettingMs: z.number().int().positive(),
});
export type RoundSchedule = z.infer<typeof roundScheduleSchema>;

export const catalogueGameSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('stable slug, also the seamless-wallet gameId'),
  name: z.string(),
  studio: z.object({ id: z.string(), name: z.string() }),
  type: gameTypeSchema,
  categories: z.array(catalogueCategorySchema),
  badges: z.array(catalogueBadgeSchema),
  hasDemo: z.boolean(),
  isWagering: z.boolean().describe('bets count towards bonus wagering'),
  rtp: z.number().describe('return to player as a fraction, computed exactly from the game math'),
  bonusBuyRtp: z.number().nullable().describe('the bonus buy’s own return, for bonus-buy games'),
  volatility: z.enum(['low', 'medium', 'high']),
  images: z.object({
    desktop: z.string().describe('absolute URL, 400×300 SVG'),
    mobile: z.string().describe('absolute URL, 300×400 SVG'),
  }),
  gradientColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .describe('the tile’s dominant colour'),
  launchUrl: z.string().describe('absolute URL of the game client; add ?mode=real&token=… or ?mode=demo'),
  source: z
    .enum(['live'])
    .nullable()
    .optional()
    .describe('`live` for a live-format table (shared rounds, a dealer), absent or null otherwise'),
  roundSchedule: roundScheduleSchema
    .nullable()
    .optional()
    .describe('a live-format table’s schedule, absent or null for other games'),
});
export type CatalogueGameJson = z.infer<typeof catalogueGameSchema>;

export const studioCatalogueSchema = z.object({
  version: z.literal(CATALOGUE_VERSION),
  provider: z.string().describe('the seamless-wallet provider name the studio calls the platform as'),
  studios: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(catalogueCategorySchema),
  games: z.array(catalogueGameSchema),
});
export type StudioCatalogue = z.infer<typeof studioCatalogueSchema>;
