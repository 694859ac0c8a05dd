import type { SeedCommitment } from '../../../shared/play-api.ts';
import { segment, studioFetch } from './studio-fetch.ts';

/** The current server seed hash, client seed and next nonce of the session's player. */
export function getSeeds(sessionId: string, signal?: AbortSignal): Promise<SeedCommitment> {
  return studioFetch<SeedCommitment>(`/studio/api/sessions/${segment(sessionId)}/seeds`, { signal });
}
