/** What a game is, as the lobby filters it: the one list the studio's catalogue and the platform both use. */
import { z } from 'zod';

export const GAME_TYPES = [
  'slot-lines',
  'slot-ways',
  'megaways',
  'bonus-buy',
  'drops-and-wins',
  'dice',
  'roulette',
  'blackjack',
  'baccarat',
  'video-poker',
  'mines',
  'plinko',
  'crash',
] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;
