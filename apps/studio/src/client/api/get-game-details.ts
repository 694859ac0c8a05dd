import type { GameDetails } from '../../shared/play-api.ts';
import { studioRequest } from './studio-request.ts';

/** GET /studio/api/games/:id?currency= — rules, theme and bets. */
export function getGameDetails(gameId: string, currency: string): Promise<GameDetails> {
  const query = new URLSearchParams({ currency });
  return studioRequest<GameDetails>(`/studio/api/games/${encodeURIComponent(gameId)}?${query}`);
}
