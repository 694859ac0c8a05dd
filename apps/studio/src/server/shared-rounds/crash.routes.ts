/**
 * The crash table's WebSocket (docs/studio.md, "Shared rounds"): a session of a crash game follows its table.
 * On connecting it gets the round as it stands with its own bets (so a reconnect mid-round sees the truth), then
 * every event of the table; it bets and cashes out with messages answered by their `ref`. The server's clock
 * decides, and every message carries it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlayContext } from '../play/play-context.ts';
import type { CrashClientMessage, CrashServerMessage } from '../../shared/crash-api.ts';
import type { CrashPlayer } from './crash-table.ts';
import type { CrashTables } from './crash-tables.ts';
import { settledBetsOf } from './crash-bets.repo.ts';
import { answerRequests, maskedName, openTableSocket } from './table-socket.ts';

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

/** Registers the crash tables' WebSocket (the websocket plugin is registered by the caller). */
export function registerCrashRoutes(
  app: FastifyInstance,
  context: PlayContext,
  tables: CrashTables,
  publicUrl: string,
): void {
  app.get<{ Params: { id: string } }>(
    '/studio/api/sessions/:id/crash',
    { websocket: true },
    async (socket, request) => {
      const opened = await openTableSocket(socket, request, context, publicUrl, (game) =>
        Boolean(tables.byGame(game.id)),
      );
      const table = opened && tables.byGame(opened.game.id);
      if (!opened || !table) return;
      const { session, game } = opened;
      const player: CrashPlayer = {
        sessionId: session.id,
        playerKey: session.playerKey,
        mode: session.mode,
        currency: session.currency,
        token: session.token,
        displayName: maskedName(session.playerKey),
      };
      const send = (message: CrashServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = table.subscribe(send);
      socket.on('close', unsubscribe);
      // Events heard meanwhile are sent before the state, which then sets the round as it stands.
      const myHistory = await settledBetsOf(context.db, game.id, player.playerKey);
      const demoBalance = session.mode === 'demo' ? session.demoBalance : null;
      send({ ...table.snapshot(player), myHistory, balance: demoBalance });
      answerRequests(
        socket,
        request,
        clientMessageSchema,
        (message) =>
          message.type === 'bet'
            ? table.placeBet(player, {
                slot: message.slot,
                stake: message.stake,
                autoCashOut: message.autoCashOut,
              })
            : table.cashOut(player, message.slot),
        send,
      );
    },
  );
}
