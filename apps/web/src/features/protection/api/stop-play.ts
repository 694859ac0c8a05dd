import { callApi } from '../../../lib/api-client.ts';

/** POST /api/protection/stop-play: ends the player's real-money games at once (204). */
export function stopPlay() {
  return callApi('stopPlay');
}
