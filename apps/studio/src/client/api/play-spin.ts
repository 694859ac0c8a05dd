import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/spin — a paid spin. */
export function playSpin(sessionId: string, bet: number): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'spin'), { method: 'POST', body: { bet } });
}
