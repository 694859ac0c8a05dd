import type { PlinkoDropRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/plinko: drops one ball. */
export function dropPlinko(sessionId: string, request: PlinkoDropRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'plinko'), { method: 'POST', body: request });
}
