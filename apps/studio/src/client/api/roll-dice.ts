import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

export interface DiceBetRequest {
  readonly bet: number;
  readonly target: number;
  readonly direction: 'over' | 'under';
}

/** POST /studio/api/sessions/:id/dice */
export function rollDice(sessionId: string, request: DiceBetRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'dice'), { method: 'POST', body: request });
}
