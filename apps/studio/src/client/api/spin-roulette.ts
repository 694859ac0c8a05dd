import type { RouletteSpinRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/roulette: spins the wheel on the bets placed. */
export function spinRoulette(sessionId: string, request: RouletteSpinRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'roulette'), { method: 'POST', body: request });
}
