import type { BaccaratDealRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/baccarat: deals a round of baccarat on the bets placed. */
export function dealBaccarat(sessionId: string, request: BaccaratDealRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'baccarat'), { method: 'POST', body: request });
}
