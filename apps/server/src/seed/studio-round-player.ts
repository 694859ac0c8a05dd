import { z } from 'zod';
import type { GameLaunch } from '@casino/contracts';
import { DemoHistoryError } from './demo-api.ts';
import type { RoundKind, RoundPlayer } from './demo-rounds.ts';

const STUDIO_TIMEOUT_MS = 10_000;
const AVAILABILITY_TIMEOUT_MS = 2_000;

const sessionSchema = z.object({
  sessionId: z.string(),
  bets: z.object({ defaultBet: z.number().int().positive() }),
});
const roundAnswerSchema = z.object({ round: z.object({ status: z.string() }) });
/** Settled, or settled but for the win's confirmation: either way the stake and any win went through. */
const PLAYED = new Set(['closed', 'paying']);
/** A slot spin that started free spins continues as a feature until they are played. */
const FEATURE = 'feature';
/** More free spins than any studio feature awards: a bound, should a feature never end. */
const MAX_FREE_SPINS = 200;

/**
 * The in-house studio's game server over HTTP, used as its own game client uses it: a real-money session opened
 * with the platform's launch token (which the studio authenticates with the platform), then dice bets at the
 * session's default bet, or slot spins (with the free spins a spin starts). The studio settles every round
 * through the platform's seamless wallet and keeps its provably fair record, as for any player's round.
 */
export function studioRoundPlayer(studioUrl: string | null): RoundPlayer {
  return {
    async unavailable() {
      if (!studioUrl) return 'no studio is configured (STUDIO_URL is empty)';
      const answers = await fetch(`${studioUrl}/studio/api/games`, {
        signal: AbortSignal.timeout(AVAILABILITY_TIMEOUT_MS),
      }).then(
        (response) => response.ok,
        () => false,
      );
      return answers ? null : `the studio at ${studioUrl} does not answer`;
    },

    async play(launch: GameLaunch, rounds: number, kind: RoundKind = 'dice') {
      const address = new URL(launch.url);
      const studio = `${address.origin}/studio/api`;
      const session = sessionSchema.parse(
        await post(`${studio}/sessions`, 'opening a real-money session', {
          gameId: address.pathname.split('/').at(-1),
          mode: 'real',
          token: address.searchParams.get('token'),
          language: 'en',
        }),
      );
      const sessionUrl = `${studio}/sessions/${session.sessionId}`;
      const bet = session.bets.defaultBet;
      let played = 0;
      for (let round = 0; round < rounds; round += 1) {
        const answer =
          kind === 'dice'
            ? await post(`${sessionUrl}/dice`, 'a dice round', {
                bet,
                target: 50,
                direction: round % 2 === 0 ? 'over' : 'under',
              })
            : await post(`${sessionUrl}/spin`, 'a slot spin', { bet });
        let status = roundAnswerSchema.parse(answer).round.status;
        for (let free = 0; status === FEATURE && free < MAX_FREE_SPINS; free += 1)
          status = roundAnswerSchema.parse(await post(`${sessionUrl}/free-spin`, 'a free spin', {})).round
            .status;
        if (PLAYED.has(status)) played += 1;
      }
      return played;
    },
  };
}

/** A JSON POST to the studio; `what` names the call in errors (the address holds the session id, a credential). */
async function post(url: string, what: string, body: object): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(STUDIO_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new DemoHistoryError(`the studio answered ${response.status} to ${what}: ${await response.text()}`);
  return response.json();
}
