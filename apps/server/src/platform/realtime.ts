import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { clientFrameSchema, type EventTopic, type ServerEvent } from '@casino/contracts';
import type { Platform } from './platform.ts';

interface Connection {
  socket: WebSocket;
  userId: string | null;
  alive: boolean;
}

const HEARTBEAT_MS = 30_000;

/**
 * `/ws`: one socket per tab. Guests get broadcast events; a signed-in user also gets the events of their
 * user topic. Events arrive from the bus, so they reach the client whichever node published them.
 */
export async function registerRealtime(app: FastifyInstance, platform: Platform): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const connections = new Set<Connection>();

  const deliver = (topic: EventTopic, event: ServerEvent) => {
    const frame = JSON.stringify(event);
    for (const connection of connections) {
      if (topic.kind === 'user' && connection.userId !== topic.userId) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
    }
  };
  const unsubscribe = platform.bus.subscribe(deliver);

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const connection of connections) connection.socket.close(1001, 'server shutting down');
  });

  app.get('/ws', { websocket: true }, async (socket, request) => {
    const connection: Connection = { socket, userId: null, alive: true };
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(String(raw));
      } catch {
        return;
      }
      const frame = clientFrameSchema.safeParse(json);
      if (frame.success && frame.data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    connection.userId = (await platform.authenticate(request).catch(() => null))?.userId ?? null;
  });
}
