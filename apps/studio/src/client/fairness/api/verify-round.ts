import type { RoundVerification } from '../../../shared/play-api.ts';
import { segment, studioFetch } from './studio-fetch.ts';

/** What the browser needs to recompute a round: its seeds (the server seed once revealed), rules and result. */
export function getRoundVerification(roundId: string, signal?: AbortSignal): Promise<RoundVerification> {
  return studioFetch<RoundVerification>(`/studio/api/rounds/${segment(roundId)}/verify`, { signal });
}
