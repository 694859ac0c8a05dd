import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { GameLaunch, GameList } from '@casino/contracts';
import { csrfHeader, expectStatus } from './api-steps.ts';

/** Rolls at most: a roll over 5 wins 94 times in 100, so one almost always does. */
const MAX_ROLLS = 20;
/** The dice target: a roll over it wins a little more than the stake. */
const LIKELY_TARGET = 5;

interface PlayedRound {
  round: { status: string; stake: number; totalWin: number };
}

/** A real-money game session opened in the studio as the game client opens it, for the signed-in player. */
interface StudioSession {
  game: { id: string; name: string };
  studio: APIRequestContext;
  /** The session's API, e.g. `${path}/spin`. */
  path: string;
  defaultBet: number;
}

/**
 * Launches the first game of a lobby category for real money (a launch token) and opens its session in the
 * studio, whose rounds settle through the platform's seamless wallet. The caller disposes of `studio`.
 */
async function openStudioSession(page: Page, category: string): Promise<StudioSession> {
  const listed = await page.request.get(`/api/games?category=${category}&pageSize=1`);
  await expectStatus(listed, 200);
  const [game] = ((await listed.json()) as GameList).games;
  if (!game) throw new Error(`no ${category} game in the catalogue`);
  const launched = await page.request.post(`/api/games/${game.id}/launch`, {
    headers: csrfHeader(await page.context().cookies()),
    data: { mode: 'real', language: 'en' },
  });
  await expectStatus(launched, 200);
  const address = new URL(((await launched.json()) as GameLaunch).url);
  const studio = await request.newContext({ baseURL: address.origin });
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
  return {
    game,
    studio,
    path: `/studio/api/sessions/${session.sessionId}`,
    defaultBet: session.bets.defaultBet,
  };
}

/**
 * Plays the lobby's dice game for real money as the game client does, until one round pays more than it staked,
 * rolling over 5 at the default bet. Answers the game's name.
 */
export async function playDiceUntilAWin(page: Page): Promise<string> {
  const session = await openStudioSession(page, 'dice');
  try {
    for (let roll = 0; roll < MAX_ROLLS; roll += 1) {
      const answer = await session.studio.post(`${session.path}/dice`, {
        data: { bet: session.defaultBet, target: LIKELY_TARGET, direction: 'over' },
      });
      await expectStatus(answer, 200);
      const { round } = (await answer.json()) as PlayedRound;
      if (round.totalWin > round.stake) return session.game.name;
    }
    throw new Error(`no roll of ${MAX_ROLLS} paid more than its stake`);
  } finally {
    await session.studio.dispose();
  }
}

/** Spins a slot of the lobby `spins` times at its default bet, as the game client does; answers what it staked. */
export async function spinASlot(page: Page, spins = 1): Promise<number> {
  const session = await openStudioSession(page, 'slots');
  try {
    for (let spin = 0; spin < spins; spin += 1) {
      const answer = await session.studio.post(`${session.path}/spin`, { data: { bet: session.defaultBet } });
      await expectStatus(answer, 200);
    }
    return session.defaultBet * spins;
  } finally {
    await session.studio.dispose();
  }
}
