import type { Rotation } from '../../../shared/play-api.ts';
import { segment, studioFetch } from './studio-fetch.ts';

/** Sets a new client seed; the server rotates the server seed with it, so the answer is a rotation. */
export function setClientSeed(sessionId: string, clientSeed: string): Promise<Rotation> {
  return studioFetch<Rotation>(`/studio/api/sessions/${segment(sessionId)}/seeds/client`, {
    method: 'PUT',
    body: { clientSeed },
  });
}
