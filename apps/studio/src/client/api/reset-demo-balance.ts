import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/demo/reset — the demo balance back to its start. */
export function resetDemoBalance(sessionId: string): Promise<{ balance: number }> {
  return studioRequest<{ balance: number }>(sessionPath(sessionId, 'demo/reset'), { method: 'POST' });
}
