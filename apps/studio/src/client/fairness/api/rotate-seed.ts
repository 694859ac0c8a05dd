import type { Rotation } from '../../../shared/play-api.ts';
import { segment, studioFetch } from './studio-fetch.ts';

/** Reveals the current server seed and commits to a new one (the nonce starts again at 0). */
export function rotateSeed(sessionId: string): Promise<Rotation> {
  return studioFetch<Rotation>(`/studio/api/sessions/${segment(sessionId)}/seeds/rotate`, {
    method: 'POST',
    body: {},
  });
}
