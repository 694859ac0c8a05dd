import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/buy-bonus — buys the free-spins feature for priceInBets × bet. */
export function buyBonus(sessionId: string, bet: number): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'buy-bonus'), { method: 'POST', body: { bet } });
}
