/**
 * What the shared tables' WebSockets have in common: only the studio's own pages may open one, the session in
 * the path names the player and the game, and a socket that cannot be opened is closed with 1008 and a code.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WebSocket } from '@fastify/websocket';
import type { CatalogueGame } from '../catalogue/catalogue-game.ts';
import type { PlayContext } from '../play/play-context.ts';
import { PlayError } from '../play/play-error.ts';
import { gameOf, sessionById, type SessionRow } from '../play/sessions.ts';

const POLICY_VIOLATION = 1008;

/** What other players see of a player: never a name or an e-mail, only the last characters of an opaque id. */
export function maskedName(playerKey: string): string {
  return `***${playerKey.slice(-4)}`;
}

/**
 * The session and game a table socket is opened for, or null once the socket has been closed: a foreign origin
 * (a session id in another site's page), an unknown session, or a game `accepts` refuses.
 */
export async function openTableSocket(
  socket: WebSocket,
  request: FastifyRequest<{ Params: { id: string } }>,
  context: PlayContext,
  publicUrl: string,
  accepts: (game: CatalogueGame) => boolean,
): Promise<{ session: SessionRow; game: CatalogueGame } | null> {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicUrl) {
    socket.close(POLICY_VIOLATION, 'origin');
    return null;
  }
  try {
    const session = await sessionById(context, request.params.id);
    const game = gameOf(context, session.gameId);
    if (!accepts(game)) throw new PlayError('GAME_NOT_FOUND', 'no table for this game');
    return { session, game };
  } catch (error) {
    socket.close(POLICY_VIOLATION, error instanceof PlayError ? error.code : 'error');
    return null;
  }
}

/** Parses a client's message as JSON, or null when it is not JSON. */
function parseSocketMessage(raw: unknown): unknown {
  try {
    return JSON.parse(String(raw)) as unknown;
  } catch {
    return null;
  }
}

/** What a table answers a request, by its `ref`. */
export type TableAnswer<Bet> =
  | { type: 'answer'; ref: string; ok: true; bet: Bet; balance: number | null }
  | { type: 'answer'; ref: string; ok: false; code: string };

/**
 * Answers every request of the socket that `schema` accepts (anything else is ignored) with what `handle` decides,
 * by the request's `ref`; a request that fails is answered INTERNAL_ERROR.
 */
export function answerRequests<Request extends { readonly ref: string }, Bet>(
  socket: WebSocket,
  request: FastifyRequest,
  schema: z.ZodType<Request>,
  handle: (
    message: Request,
  ) => Promise<{ ok: true; bet: Bet; balance: number | null } | { ok: false; code: string }>,
  send: (answer: TableAnswer<Bet>) => void,
): void {
  socket.on('message', (raw) => {
    const parsed = schema.safeParse(parseSocketMessage(raw));
    if (!parsed.success) return;
    const { ref } = parsed.data;
    void handle(parsed.data).then(
      (result) =>
        send(
          result.ok
            ? { type: 'answer', ref, ok: true, bet: result.bet, balance: result.balance }
            : { type: 'answer', ref, ok: false, code: result.code },
        ),
      (error: unknown) => {
        request.log.error(error, 'shared table: a request failed');
        send({ type: 'answer', ref, ok: false, code: 'INTERNAL_ERROR' });
      },
    );
  });
}
