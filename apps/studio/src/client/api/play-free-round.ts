import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/free-round — a round of the session's free-rounds award, staking nothing. */
export function playFreeRound(sessionId: string): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'free-round'), { method: 'POST' });
}
