import {
  createRandomStream,
  spinRoulette,
  startBlackjack,
  type BlackjackPlayerView,
} from '@casino/game-math';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioApp } from '../app.ts';
import { catalogue } from '../catalogue/generate-catalogue.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';
import { startFakePlatform, type FakePlatform } from '../test-support/fake-platform.ts';
import { startStudio } from '../test-support/studio-test-app.ts';
import type { RoundVerification, RoundView, SessionView } from '../../shared/play-api.ts';
import type { TableRoundOutcome } from '../../shared/table-play-api.ts';
import { studioRounds } from './play.tables.ts';

const games = catalogue().games;
const gameOfType = (type: string) => {
  const game = games.find((candidate) => candidate.type === type && candidate.hasDemo);
  if (!game) throw new Error(`no ${type} game`);
  return game;
};
const roulette = gameOfType('roulette');
const baccarat = gameOfType('baccarat');
const plinko = gameOfType('plinko');
const blackjack = gameOfType('blackjack');
const videoPoker = gameOfType('video-poker');
const mines = gameOfType('mines');

interface PlayBody {
  round: RoundView;
  balance: number | null;
}
type Outcome<K extends TableRoundOutcome['kind']> = Extract<TableRoundOutcome, { kind: K }>;

let platform: FakePlatform;
let studio: StudioApp;
let tokens = 0;

beforeAll(async () => {
  platform = await startFakePlatform(DEV_STUDIO_WALLET_SECRET);
  studio = await startStudio(platform.url);
});
afterAll(async () => {
  await studio.app.close();
  await platform.close();
});

function realPlayer(gameId: string, balance = 100_000): string {
  tokens += 1;
  const token = `table-token-${tokens}`;
  platform.addPlayer(token, { playerId: `table-player-${tokens}`, gameId, currency: 'EUR', balance });
  return token;
}

async function openReal(gameId: string, balance?: number): Promise<{ session: SessionView; token: string }> {
  const token = realPlayer(gameId, balance);
  return { session: await open({ gameId, mode: 'real', token, language: 'en' }), token };
}

async function open(body: object): Promise<SessionView> {
  const response = await studio.app.inject({ method: 'POST', url: '/studio/api/sessions', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionView>();
}

async function play(session: SessionView, action: string, payload: object, status = 200): Promise<PlayBody> {
  const response = await studio.app.inject({
    method: 'POST',
    url: `/studio/api/sessions/${session.sessionId}/${action}`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<PlayBody>();
}

function outcomeOf<K extends TableRoundOutcome['kind']>(round: RoundView, kind: K): Outcome<K> {
  expect(round.outcome.kind).toBe(kind);
  return round.outcome as Outcome<K>;
}

const callsOf = (roundId: string) => platform.calls.filter((call) => call.body.roundId === roundId);

/** Deals blackjack hands (standing on any left open) until one waits for a play decision with two cards. */
async function dealUntilPlayerTurn(session: SessionView, bet: number): Promise<RoundView> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { round } = await play(session, 'blackjack', { bet });
    const view = outcomeOf(round, 'blackjack').view;
    if (round.status === 'playing' && view.phase === 'player') return round;
    if (round.status === 'playing') await play(session, 'blackjack/action', { action: 'insurance-no' });
    await finishBlackjack(session);
  }
  throw new Error('no hand reached the player’s turn');
}

async function finishBlackjack(session: SessionView): Promise<RoundView | null> {
  let last: RoundView | null = null;
  for (let moves = 0; moves < 10; moves += 1) {
    const response = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/blackjack/action`,
      payload: { action: 'stand' },
    });
    if (response.statusCode === 409) return last;
    if (response.statusCode === 400) {
      await play(session, 'blackjack/action', { action: 'insurance-no' });
      continue;
    }
    last = response.json<PlayBody>().round;
    if (last.status !== 'playing') return last;
  }
  return last;
}

describe('one-request games', () => {
  it('spins roulette on real money: one stake, one win, the number replays from the revealed seed', async () => {
    const { session, token } = await openReal(roulette.id);
    const bets = [
      { kind: 'red', amount: 100 },
      { kind: 'straight', numbers: [17], amount: 10 },
      { kind: 'straight', numbers: [17], amount: 10 },
    ];
    const { round, balance } = await play(session, 'roulette', { bets });
    const outcome = outcomeOf(round, 'roulette');
    expect(round.status).toBe('closed');
    expect(round.stake).toBe(120);
    expect(outcome.bets).toHaveLength(2);
    expect(round.totalWin).toBe(outcome.settlement.totalPayout);
    expect(callsOf(round.roundId).map((call) => [call.operation, call.body.amount])).toEqual([
      ['bet', 120],
      ['win', round.totalWin],
    ]);
    expect(balance).toBe(100_000 - 120 + round.totalWin);
    expect(platform.player(token).balance).toBe(balance);

    await play(session, 'seeds/rotate', {});
    const verification = (
      await studio.app.inject({ url: `/studio/api/rounds/${round.roundId}/verify` })
    ).json<RoundVerification>();
    const stream = createRandomStream({
      serverSeed: verification.serverSeed ?? '',
      clientSeed: verification.clientSeed,
      nonce: verification.nonce,
    });
    expect(spinRoulette(stream)).toBe(outcome.settlement.number);
  });

  it('refuses bets outside the table limits and a wrong game, and moves nothing', async () => {
    const { session } = await openReal(roulette.id);
    const before = platform.calls.length;
    const over = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/roulette`,
      payload: { bets: [{ kind: 'straight', numbers: [5], amount: 1_000_000 }] },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: { code: string } }>().error.code).toBe('INVALID_BET');
    const illegal = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/roulette`,
      payload: { bets: [{ kind: 'split', numbers: [1, 5], amount: 100 }] },
    });
    expect(illegal.statusCode).toBe(400);
    const wrongGame = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/plinko`,
      payload: { bet: 100, rows: 8, risk: 'low' },
    });
    expect(wrongGame.json<{ error: { code: string } }>().error.code).toBe('WRONG_GAME_KIND');
    expect(platform.calls.length).toBe(before);
  });

  it('deals baccarat and drops plinko in demo mode on the demo balance only', async () => {
    const before = platform.calls.length;
    const table = await open({ gameId: baccarat.id, mode: 'demo', currency: 'EUR', language: 'en' });
    const dealt = await play(table, 'baccarat', { bets: { banker: 500, tie: 100 } });
    const deal = outcomeOf(dealt.round, 'baccarat');
    expect(dealt.round.status).toBe('closed');
    expect(deal.round.player.cards.length).toBeGreaterThanOrEqual(2);
    expect(dealt.balance).toBe(100_000 - 600 + deal.settlement.totalPayout);

    const board = await open({ gameId: plinko.id, mode: 'demo', currency: 'EUR', language: 'en' });
    const dropped = await play(board, 'plinko', { bet: 200, rows: 12, risk: 'high' });
    const drop = outcomeOf(dropped.round, 'plinko').drop;
    expect(drop.path).toHaveLength(12);
    expect(dropped.balance).toBe(100_000 - 200 + drop.payout);
    const badRows = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${board.sessionId}/plinko`,
      payload: { bet: 200, rows: 20, risk: 'high' },
    });
    expect(badRows.statusCode).toBe(400);
    expect(platform.calls.length).toBe(before);
  });
});

describe('blackjack', () => {
  it('hides the hole card and the shoe while the hand is played, and takes a double as a stake of its own', async () => {
    const { session, token } = await openReal(blackjack.id);
    const dealt = await dealUntilPlayerTurn(session, 100);
    const view: BlackjackPlayerView = outcomeOf(dealt, 'blackjack').view;
    expect(view.shoe).toBeNull();
    expect(view.dealer[1]).toBeNull();
    const again = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/blackjack`,
      payload: { bet: 100 },
    });
    expect(again.json<{ error: { code: string } }>().error.code).toBe('ROUND_IN_PROGRESS');
    // Revealing the seed now would reveal the hole card.
    const rotate = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/seeds/rotate`,
      payload: {},
    });
    expect(rotate.json<{ error: { code: string } }>().error.code).toBe('ROUND_IN_PROGRESS');

    const balanceBefore = platform.player(token).balance;
    const { round, balance } = await play(session, 'blackjack/action', { action: 'double' });
    const settled = outcomeOf(round, 'blackjack').view;
    expect(round.status).toBe('closed');
    expect(round.stake).toBe(200);
    expect(settled.shoe).not.toBeNull();
    expect(settled.settlement?.staked).toBe(200);
    expect(callsOf(round.roundId).map((call) => [call.operation, call.body.transactionId])).toEqual([
      ['bet', `${round.roundId}:bet`],
      ['bet', `${round.roundId}:bet:1`],
      ['win', `${round.roundId}:win`],
    ]);
    expect(balance).toBe(balanceBefore - 100 + round.totalWin);

    // The shoe is the stream's: the round replays from the revealed seed.
    await play(session, 'seeds/rotate', {});
    const verification = (
      await studio.app.inject({ url: `/studio/api/rounds/${round.roundId}/verify` })
    ).json<RoundVerification>();
    const replayed = startBlackjack(
      createRandomStream({
        serverSeed: verification.serverSeed ?? '',
        clientSeed: verification.clientSeed,
        nonce: verification.nonce,
      }),
      100,
    );
    expect(replayed.shoe).toEqual(settled.shoe);
  });

  it('splits a pair into two hands, each staked on its own, and pays the round once', async () => {
    const { session, token } = await openReal(blackjack.id);
    let dealt: RoundView | null = null;
    for (let attempt = 0; attempt < 200 && dealt === null; attempt += 1) {
      const round = await dealUntilPlayerTurn(session, 100);
      const [first, second] = outcomeOf(round, 'blackjack').view.hands[0]?.cards ?? [];
      if (first && second && first.rank === second.rank) dealt = round;
      else await finishBlackjack(session);
    }
    if (!dealt) throw new Error('no pair in 200 hands');
    const balanceBefore = platform.player(token).balance;
    const split = await play(session, 'blackjack/action', { action: 'split' });
    expect(outcomeOf(split.round, 'blackjack').view.hands).toHaveLength(2);
    expect(split.round.stake).toBe(200);
    // Split aces take one card each and the round may end with the split: the balance then has its win too.
    const paidAtOnce = split.round.status === 'playing' ? 0 : split.round.totalWin;
    expect(split.balance).toBe(balanceBefore - 100 + paidAtOnce);
    const finished = split.round.status === 'playing' ? await finishBlackjack(session) : split.round;
    expect(finished?.status).toBe('closed');
    const settlement = finished && outcomeOf(finished, 'blackjack').view.settlement;
    expect(settlement?.hands).toHaveLength(2);
    expect(callsOf(dealt.roundId).map((call) => call.body.transactionId)).toEqual([
      `${dealt.roundId}:bet`,
      `${dealt.roundId}:bet:1`,
      `${dealt.roundId}:win`,
    ]);
    expect(platform.player(token).balance).toBe(balanceBefore - 100 + (finished?.totalWin ?? 0));
  });

  it('refuses a double the balance cannot cover and leaves the hand as it was', async () => {
    const { session, token } = await openReal(blackjack.id, 100_000);
    const dealt = await dealUntilPlayerTurn(session, 2_000);
    // Hands settled while waiting for the player's turn moved the balance: set it below the double's stake.
    platform.player(token).balance = 1_000;
    const refused = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/blackjack/action`,
      payload: { action: 'double' },
    });
    expect(refused.statusCode).toBe(402);
    const [row] = await studio.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.id, dealt.roundId));
    expect(row?.status).toBe('playing');
    expect(row?.stake).toBe(2_000);
    expect(row?.pendingStake).toBeNull();
    const stood = await play(session, 'blackjack/action', { action: 'stand' });
    expect(stood.round.status).toBe('closed');
  });

  it('resumes a hand in a new session, and a hand left for an hour stands and is paid', async () => {
    const { session, token } = await openReal(blackjack.id);
    const dealt = await dealUntilPlayerTurn(session, 100);
    const reopened = await open({ gameId: blackjack.id, mode: 'real', token, language: 'en' });
    expect(reopened.unfinishedRound?.roundId).toBe(dealt.roundId);
    expect(reopened.unfinishedRound?.status).toBe('playing');

    await studio.database.db
      .update(studioRounds)
      .set({ lastActionAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(studioRounds.id, dealt.roundId));
    const report = await studio.recover();
    expect(report.tableRoundsSettled).toBeGreaterThanOrEqual(1);
    const [row] = await studio.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.id, dealt.roundId));
    expect(row?.status).toBe('closed');
    const outcome = row?.outcome;
    expect(outcome?.kind === 'blackjack' && outcome.closedBy).toBe('timeout');
    expect(callsOf(dealt.roundId).at(-1)?.body).toMatchObject({ amount: row?.totalWin, roundClosed: true });
  });

  it('cancels a further stake the platform never confirmed, and the hand goes on', async () => {
    const { session, token } = await openReal(blackjack.id);
    const dealt = await dealUntilPlayerTurn(session, 100);
    const balance = platform.player(token).balance;
    platform.failing.add('bet');
    try {
      const lost = await studio.app.inject({
        method: 'POST',
        url: `/studio/api/sessions/${session.sessionId}/blackjack/action`,
        payload: { action: 'double' },
      });
      expect(lost.statusCode).toBe(503);
    } finally {
      platform.failing.delete('bet');
    }
    const busy = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/blackjack/action`,
      payload: { action: 'stand' },
    });
    expect(busy.json<{ error: { code: string } }>().error.code).toBe('STAKE_PENDING');
    await studio.database.db
      .update(studioRounds)
      .set({ lastActionAt: new Date(Date.now() - 2 * 60 * 1000) })
      .where(eq(studioRounds.id, dealt.roundId));
    await studio.recover();
    expect(callsOf(dealt.roundId).at(-1)).toMatchObject({
      operation: 'rollback',
      body: { referenceTransactionId: `${dealt.roundId}:bet:1` },
    });
    expect(platform.player(token).balance).toBe(balance);
    const stood = await play(session, 'blackjack/action', { action: 'stand' });
    expect(stood.round.status).toBe('closed');
    expect(stood.round.stake).toBe(100);
  });
});

describe('video poker and mines', () => {
  it('deals and draws a video poker hand in demo mode, the deck shown only once drawn', async () => {
    const session = await open({ gameId: videoPoker.id, mode: 'demo', currency: 'EUR', language: 'en' });
    const dealt = await play(session, 'video-poker', { coins: 5, coinValue: 20 });
    expect(dealt.round.status).toBe('playing');
    expect(outcomeOf(dealt.round, 'video-poker').view.deck).toBeNull();
    expect(dealt.balance).toBe(100_000 - 100);
    const drawn = await play(session, 'video-poker/draw', { held: [true, true, false, false, false] });
    const view = outcomeOf(drawn.round, 'video-poker').view;
    expect(drawn.round.status).toBe('closed');
    expect(view.deck).toHaveLength(52);
    expect(view.hand.slice(0, 2)).toEqual(outcomeOf(dealt.round, 'video-poker').view.hand.slice(0, 2));
    expect(drawn.balance).toBe(100_000 - 100 + view.payout);
    const odd = await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${session.sessionId}/video-poker`,
      payload: { coins: 5, coinValue: 33 },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('plays a mines board for real money to its end, and returns the stake of a board left untouched', async () => {
    const { session, token } = await openReal(mines.id);
    const started = await play(session, 'mines', { bet: 100, mines: 3 });
    expect(outcomeOf(started.round, 'mines').view.minePositions).toBeNull();
    let round = started.round;
    for (let cell = 0; cell < 25 && round.status === 'playing'; cell += 1) {
      round = (await play(session, 'mines/action', { action: { type: 'reveal', cell } })).round;
      const view = outcomeOf(round, 'mines').view;
      if (round.status === 'playing' && view.revealed.length === 2) {
        round = (await play(session, 'mines/action', { action: { type: 'cash-out' } })).round;
      }
    }
    const view = outcomeOf(round, 'mines').view;
    expect(round.status).toBe('closed');
    expect(view.minePositions).toHaveLength(3);
    expect(callsOf(round.roundId).at(-1)?.body).toMatchObject({ amount: view.payout, roundClosed: true });

    const left = await play(session, 'mines', { bet: 100, mines: 5 });
    await studio.database.db
      .update(studioRounds)
      .set({ lastActionAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(studioRounds.id, left.round.roundId));
    const balance = platform.player(token).balance;
    await studio.recover();
    const [row] = await studio.database.db
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.id, left.round.roundId));
    expect(row?.status).toBe('rolled-back');
    expect(platform.player(token).balance).toBe(balance + 100);
  });
});
