import type { RoundView } from '../../../shared/play-api.ts';
import { segment, studioFetch } from './studio-fetch.ts';

/** The player's last 10 rounds in a game, newest first. */
export async function getRounds(
  sessionId: string,
  gameId: string,
  signal?: AbortSignal,
): Promise<readonly RoundView[]> {
  const query = new URLSearchParams({ gameId });
  const answer = await studioFetch<{ rounds: RoundView[] }>(
    `/studio/api/sessions/${segment(sessionId)}/rounds?${query.toString()}`,
    { signal },
  );
  return answer.rounds;
}
