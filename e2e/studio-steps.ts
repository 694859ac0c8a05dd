import { expect, request, type Page } from '@playwright/test';
import type { GameLaunch, GameList } from '@casino/contracts';
import { csrfHeader, expectStatus } from './api-steps.ts';

/** More spins than a slot ever needs to pay more than its stake once (about one spin in five does). */
const MAX_SPINS = 80;
/** More free spins than any studio feature awards. */
const MAX_FREE_SPINS = 200;

interface PlayedRound {
  round: { status: string; stake: number; totalWin: number };
}

/**
 * Plays a lobby slot for real money as the game client does, until one round pays more than it staked: the
 * signed-in player launches it (a launch token), then the studio's session API spins at the default bet, the
 * studio settling each round through the platform's seamless wallet. Answers the game's name.
 */
export async function playSlotUntilAWin(page: Page): Promise<string> {
  const slots = await page.request.get('/api/games?category=slots&pageSize=1');
  await expectStatus(slots, 200);
  const [game] = ((await slots.json()) as GameList).games;
  expect(game, 'a slot in the catalogue').toBeTruthy();
  const launched = await page.request.post(`/api/games/${game?.id}/launch`, {
    headers: csrfHeader(await page.context().cookies()),
    data: { mode: 'real', language: 'en' },
  });
  await expectStatus(launched, 200);
  const launch = (await launched.json()) as GameLaunch;
  const address = new URL(launch.url);
  const studio = await request.newContext({ baseURL: address.origin });
  try {
    const opened = await studio.post('/studio/api/sessions', {
      data: {
        gameId: address.pathname.split('/').at(-1),
        mode: 'real',
        token: address.searchParams.get('token'),
        language: 'en',
      },
    });
    await expectStatus(opened, 201);
    const session = (await opened.json()) as { sessionId: string; bets: { defaultBet: number } };
    const sessionPath = `/studio/api/sessions/${session.sessionId}`;
    for (let spin = 0; spin < MAX_SPINS; spin += 1) {
      let answer = await studio.post(`${sessionPath}/spin`, { data: { bet: session.bets.defaultBet } });
      await expectStatus(answer, 200);
      let { round } = (await answer.json()) as PlayedRound;
      for (let free = 0; round.status === 'feature' && free < MAX_FREE_SPINS; free += 1) {
        answer = await studio.post(`${sessionPath}/free-spin`, { data: {} });
        await expectStatus(answer, 200);
        ({ round } = (await answer.json()) as PlayedRound);
      }
      if (round.totalWin > round.stake) return game?.name ?? '';
    }
    throw new Error(`no spin of ${MAX_SPINS} paid more than its stake`);
  } finally {
    await studio.dispose();
  }
}
