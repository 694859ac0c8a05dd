import { expect, request, type Page } from '@playwright/test';
import type { GameLaunch, GameList } from '@casino/contracts';
import { csrfHeader, expectStatus } from './api-steps.ts';

/** Rolls at most: a roll over 5 wins 94 times in 100, so one almost always does. */
const MAX_ROLLS = 20;
/** The dice target: a roll over it wins a little more than the stake. */
const LIKELY_TARGET = 5;

interface PlayedRound {
  round: { status: string; stake: number; totalWin: number };
}

/**
 * Plays the lobby's dice game for real money as the game client does, until one round pays more than it staked:
 * the signed-in player launches it (a launch token), then the studio's session API rolls over 5 at the default
 * bet, the studio settling each round through the platform's seamless wallet. Answers the game's name.
 */
export async function playDiceUntilAWin(page: Page): Promise<string> {
  const dice = await page.request.get('/api/games?category=dice&pageSize=1');
  await expectStatus(dice, 200);
  const [game] = ((await dice.json()) as GameList).games;
  expect(game, 'a dice game in the catalogue').toBeTruthy();
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
    for (let roll = 0; roll < MAX_ROLLS; roll += 1) {
      const answer = await studio.post(`${sessionPath}/dice`, {
        data: { bet: session.bets.defaultBet, target: LIKELY_TARGET, direction: 'over' },
      });
      await expectStatus(answer, 200);
      const { round } = (await answer.json()) as PlayedRound;
      if (round.totalWin > round.stake) return game?.name ?? '';
    }
    throw new Error(`no roll of ${MAX_ROLLS} paid more than its stake`);
  } finally {
    await studio.dispose();
  }
}
