import type { VideoPokerDrawRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/video-poker/draw: draws on the open hand, keeping the held cards, and pays it. */
export function drawVideoPoker(sessionId: string, request: VideoPokerDrawRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'video-poker/draw'), {
    method: 'POST',
    body: request,
  });
}
