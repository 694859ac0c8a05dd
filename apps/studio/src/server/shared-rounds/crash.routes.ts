/**
 * The crash table's WebSocket (docs/studio.md, "Shared rounds"): a session of a crash game follows its table.
 * On connecting it gets the round as it stands with its own bets (so a reconnect mid-round sees the truth), then
 * every event of the table; it bets and cashes out with messages answered by their `ref`. The server's clock
 * decides, and every message carries it.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlayContext } from '../play/play-context.ts';
import { PlayError } from '../play/play-error.ts';
import { gameOf, sessionById } from '../play/sessions.ts';
import type { CrashClientMessage, CrashServerMessage } from '../../shared/crash-api.ts';
import type { CrashPlayer, CrashTable } from './crash-table.ts';
import type { CrashTables } from './crash-tables.ts';
import { settledBetsOf } from './crash-bets.repo.ts';

const POLICY_VIOLATION = 1008;
const slot = z.union([z.literal(0), z.literal(1)]);
const ref = z.string().min(1).max(64);
const clientMessageSchema: z.ZodType<CrashClientMessage> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bet'),
    ref,
    slot,
    stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    autoCashOut: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('cash-out'), ref, slot }),
]);

/** What other players see of a player: never a name or an e-mail, only the last characters of an opaque id. */
export function maskedName(playerKey: string): string {
  return `***${playerKey.slice(-4)}`;
}

export async function registerCrashRoutes(
  app: FastifyInstance,
  context: PlayContext,
  tables: CrashTables,
  publicUrl: string,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4 * 1024 } });

  app.get<{ Params: { id: string } }>(
    '/studio/api/sessions/:id/crash',
    { websocket: true },
    async (socket, request) => {
      // Only the studio's own pages may open a player's table (a session id in another site's page is refused).
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== publicUrl) {
        socket.close(POLICY_VIOLATION, 'origin');
        return;
      }
      let player: CrashPlayer;
      let table: CrashTable;
      let tableId: string;
      let demoBalance: number | null;
      try {
        const session = await sessionById(context, request.params.id);
        const game = gameOf(context, session.gameId);
        const found = tables.byGame(game.id);
        if (!found) throw new PlayError('GAME_NOT_FOUND', 'no table for this game');
        table = found;
        tableId = game.id;
        demoBalance = session.mode === 'demo' ? session.demoBalance : null;
        player = {
          sessionId: session.id,
          playerKey: session.playerKey,
          mode: session.mode,
          currency: session.currency,
          token: session.token,
          displayName: maskedName(session.playerKey),
        };
      } catch (error) {
        socket.close(POLICY_VIOLATION, error instanceof PlayError ? error.code : 'error');
        return;
      }
      const send = (message: CrashServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = table.subscribe(send);
      socket.on('close', unsubscribe);
      // Events heard meanwhile are sent before the state, which then sets the round as it stands.
      const myHistory = await settledBetsOf(context.db, tableId, player.playerKey);
      send({ ...table.snapshot(player), myHistory, balance: demoBalance });
      socket.on('message', (raw) => {
        let json: unknown;
        try {
          json = JSON.parse(String(raw));
        } catch {
          return;
        }
        const parsed = clientMessageSchema.safeParse(json);
        if (!parsed.success) return;
        const message = parsed.data;
        const answer =
          message.type === 'bet'
            ? table.placeBet(player, {
                slot: message.slot,
                stake: message.stake,
                autoCashOut: message.autoCashOut,
              })
            : table.cashOut(player, message.slot);
        void answer.then(
          (result) =>
            send(
              result.ok
                ? { type: 'answer', ref: message.ref, ok: true, bet: result.bet, balance: result.balance }
                : { type: 'answer', ref: message.ref, ok: false, code: result.code },
            ),
          (error: unknown) => {
            request.log.error(error, 'crash table: a request failed');
            send({ type: 'answer', ref: message.ref, ok: false, code: 'INTERNAL_ERROR' });
          },
        );
      });
    },
  );
}
