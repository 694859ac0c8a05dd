/**
 * An in-memory platform for tests: the seamless-wallet endpoints over real HTTP, signatures checked, bodies checked
 * against the contract's schemas, answers per transaction id remembered (a repeat gets the first answer), and
 * switches to fail operations with 500. A win with `freeRoundsId` is credited to the player's bonus money, as the
 * platform credits free-rounds wins.
 */
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
  seamlessAuthenticateRequestSchema,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
  type SeamlessOperation,
  type SeamlessTransactionAnswer,
} from '@casino/contracts';
import { pathOf, verifyTimestamped } from '@casino/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';

export interface FakePlayer {
  playerId: string;
  gameId: string;
  currency: string;
  balance: number;
  /** Every bet is refused with this code (the player's own limit, or a break). */
  refuseBets?: 'LIMIT_REACHED' | 'BONUS_MAX_BET' | 'PLAYER_RESTRICTED';
  /** Free-rounds wins credited so far, minor units. */
  bonusBalance?: number;
}

const REQUEST_SCHEMAS = {
  authenticate: seamlessAuthenticateRequestSchema,
  balance: seamlessBalanceRequestSchema,
  bet: seamlessBetRequestSchema,
  win: seamlessWinRequestSchema,
  rollback: seamlessRollbackRequestSchema,
};

export interface FakeCall {
  readonly operation: SeamlessOperation;
  readonly body: Record<string, unknown>;
}

export interface FakePlatform {
  readonly url: string;
  readonly calls: FakeCall[];
  /** Operations answered with HTTP 500 while listed. */
  readonly failing: Set<SeamlessOperation>;
  addPlayer(token: string, player: FakePlayer): void;
  player(token: string): FakePlayer;
  close(): Promise<void>;
}

export async function startFakePlatform(secret: string): Promise<FakePlatform> {
  const players = new Map<string, FakePlayer>();
  const answers = new Map<string, SeamlessTransactionAnswer>();
  const rolledBack = new Set<string>();
  const calls: FakeCall[] = [];
  const failing = new Set<SeamlessOperation>();
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { operation: SeamlessOperation }; Body: string }>(
    '/api/seamless/v1/lumen-studio/:operation',
    async (request, reply) => {
      const raw = request.body;
      const header = request.headers[SEAMLESS_SIGNATURE_HEADER];
      const signed = verifyTimestamped(
        secret,
        { method: request.method, path: pathOf(request.url), body: raw },
        typeof header === 'string' ? header : undefined,
        new Date(),
        SEAMLESS_SIGNATURE_TOLERANCE_SECONDS,
      );
      if (!signed) {
        return reply.code(401).send({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
      }
      const { operation } = request.params;
      const body = JSON.parse(raw) as Record<string, unknown>;
      const valid = REQUEST_SCHEMAS[operation].safeParse(body);
      if (!valid.success) {
        return reply
          .code(400)
          .send({ status: 'ERROR', code: 'INVALID_REQUEST', message: valid.error.message });
      }
      if (failing.has(operation)) return reply.code(500).send({ status: 'ERROR', code: 'INTERNAL_ERROR' });
      calls.push({ operation, body });
      const player = players.get(String(body.token));
      if (!player) return { status: 'ERROR', code: 'INVALID_TOKEN' };
      if (operation === 'authenticate') {
        return {
          status: 'OK',
          playerId: player.playerId,
          gameId: player.gameId,
          currency: player.currency,
          balance: player.balance,
          country: 'DE',
          tokenExpiresAt: new Date(Date.now() + 1_800_000).toISOString(),
        };
      }
      if (operation === 'balance')
        return { status: 'OK', currency: player.currency, balance: player.balance };
      const transactionId = String(body.transactionId);
      const seen = answers.get(transactionId);
      if (seen) return seen;
      let answer: SeamlessTransactionAnswer;
      if (operation === 'rollback') {
        const reference = String(body.referenceTransactionId);
        const original = answers.get(reference);
        rolledBack.add(reference);
        const stake = calls.find((call) => call.body.transactionId === reference && call.operation === 'bet');
        if (original?.status === 'OK' && stake) player.balance += Number(stake.body.amount);
        answer = ok(player, transactionId);
      } else if (rolledBack.has(transactionId)) {
        answer = {
          status: 'ERROR',
          code: 'BET_ROLLED_BACK',
          balance: player.balance,
          currency: player.currency,
        };
      } else if (operation === 'bet') {
        const amount = Number(body.amount);
        if (player.refuseBets) {
          answer = {
            status: 'ERROR',
            code: player.refuseBets,
            balance: player.balance,
            currency: player.currency,
          };
        } else if (amount > player.balance) {
          answer = {
            status: 'ERROR',
            code: 'INSUFFICIENT_FUNDS',
            balance: player.balance,
            currency: player.currency,
          };
        } else {
          player.balance -= amount;
          answer = ok(player, transactionId);
        }
      } else if (typeof body.freeRoundsId === 'string') {
        player.bonusBalance = (player.bonusBalance ?? 0) + Number(body.amount);
        answer = ok(player, transactionId);
      } else {
        player.balance += Number(body.amount);
        answer = ok(player, transactionId);
      }
      answers.set(transactionId, answer);
      return answer;
    },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    calls,
    failing,
    addPlayer: (token, player) => players.set(token, player),
    player: (token) => {
      const player = players.get(token);
      if (!player) throw new Error(`no player ${token}`);
      return player;
    },
    close: () => app.close(),
  };
}

function ok(player: FakePlayer, transactionId: string): SeamlessTransactionAnswer {
  return {
    status: 'OK',
    currency: player.currency,
    balance: player.balance,
    transactionId,
    platformTransactionId: `p-${transactionId}`,
  };
}
