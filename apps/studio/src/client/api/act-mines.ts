import type { MinesActionRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/mines/action: reveals a cell or cashes out on the open board. */
export function actMines(sessionId: string, request: MinesActionRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'mines/action'), {
    method: 'POST',
    body: request,
  });
}
