import type { VideoPokerDealRequest } from '../../shared/table-play-api.ts';
import type { RoundAnswer } from './round-answer.ts';
import { sessionPath } from './session-path.ts';
import { studioRequest } from './studio-request.ts';

/** POST /studio/api/sessions/:id/video-poker: deals a video poker hand. */
export function dealVideoPoker(sessionId: string, request: VideoPokerDealRequest): Promise<RoundAnswer> {
  return studioRequest<RoundAnswer>(sessionPath(sessionId, 'video-poker'), { method: 'POST', body: request });
}
