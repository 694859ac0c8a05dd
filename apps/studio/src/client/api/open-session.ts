import type { SessionView } from '../../shared/play-api.ts';
import { studioRequest } from './studio-request.ts';

export interface OpenSessionRequest {
  readonly gameId: string;
  readonly mode: 'real' | 'demo';
  /** The platform's launch token (real mode). */
  readonly token?: string;
  /** Demo mode's currency. */
  readonly currency?: string;
  readonly language: string;
}

/** POST /studio/api/sessions */
export function openSession(request: OpenSessionRequest): Promise<SessionView> {
  return studioRequest<SessionView>('/studio/api/sessions', { method: 'POST', body: request });
}
