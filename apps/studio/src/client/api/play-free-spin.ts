import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/free-spin — the next spin of the feature in progress. */
export function playFreeSpin(sessionId: string): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'free-spin'), { method: 'POST' });
}
