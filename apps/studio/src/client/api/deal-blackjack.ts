import type { BlackjackDealRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/blackjack: starts a blackjack round (status `playing` until it is over). */
export function dealBlackjack(sessionId: string, request: BlackjackDealRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'blackjack'), { method: 'POST', body: request });
}
