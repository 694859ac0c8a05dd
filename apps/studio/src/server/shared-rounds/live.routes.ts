/**
 * The live-format tables' WebSocket (docs/studio.md, "Live-format tables"): a session of a live game follows its
 * table. On connecting it gets the round as it stands with its own placement (so a reconnect mid-round sees the
 * truth), then every event of the table and its own settlements; it places its bets with a message answered by
 * its `ref`. The server's clock decides, and every message carries it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlayContext } from '../play/play-context.ts';
import { baccaratBetsSchema, rouletteBetSchema } from '../play/table-bet-schemas.ts';
import type { LiveClientMessage, LiveServerMessage } from '../../shared/live-api.ts';
import type { LivePlayer } from './live-table.ts';
import type { LiveTables } from './live-tables.ts';
import { answerRequests, openTableSocket } from './table-socket.ts';

const clientMessageSchema: z.ZodType<LiveClientMessage> = z.object({
  type: z.literal('bet'),
  ref: z.string().min(1).max(64),
  bets: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('roulette'), bets: z.array(rouletteBetSchema).min(1).max(200) }),
    z.object({ kind: z.literal('baccarat'), bets: baccaratBetsSchema }),
  ]),
});

/** Registers the live tables' WebSocket (the websocket plugin is registered by the caller). */
export function registerLiveRoutes(
  app: FastifyInstance,
  context: PlayContext,
  tables: LiveTables,
  publicUrl: string,
): void {
  app.get<{ Params: { id: string } }>(
    '/studio/api/sessions/:id/live',
    { websocket: true },
    async (socket, request) => {
      const opened = await openTableSocket(socket, request, context, publicUrl, (game) =>
        Boolean(tables.byGame(game.id)),
      );
      const table = opened && tables.byGame(opened.game.id);
      if (!opened || !table) return;
      const { session } = opened;
      const player: LivePlayer = {
        sessionId: session.id,
        playerKey: session.playerKey,
        mode: session.mode,
        currency: session.currency,
        token: session.token,
      };
      const send = (message: LiveServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const unsubscribe = table.subscribe(send, player.playerKey);
      socket.on('close', unsubscribe);
      send({ ...table.snapshot(player), balance: session.mode === 'demo' ? session.demoBalance : null });
      answerRequests(
        socket,
        request,
        clientMessageSchema,
        (message) => table.placeBets(player, message.bets),
        send,
      );
    },
  );
}
