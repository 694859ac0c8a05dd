import type { BlackjackActionRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/blackjack/action: plays a decision on the open blackjack round. */
export function actBlackjack(sessionId: string, request: BlackjackActionRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'blackjack/action'), {
    method: 'POST',
    body: request,
  });
}
