import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { clientFrameSchema, type EventTopic, type ServerEvent } from '@casino/contracts';
import type { BusNotice } from './bus/event-bus.ts';
import type { Platform, SessionStanding } from './platform.ts';
import { createRealtimeAdmission } from './realtime-admission.ts';

/** Close codes: the server stops; the socket's session has ended (the client reconnects as its cookie says). */
const GOING_AWAY = 1001;
const SESSION_ENDED = 4401;
/** How long sockets get to answer the closing handshake on shutdown before they are cut. */
const SHUTDOWN_CLOSE_GRACE_MS = 1000;
/** Reads of a socket's session at connection, repeated when a session notice arrives meanwhile. */
const IDENTIFY_ATTEMPTS = 3;

interface SocketSession {
  id: string;
  userId: string;
  /** Epoch ms until which the session stands unless a notice ends it first. */
  liveUntil: number;
}

interface Connection {
  socket: WebSocket;
  /** The upgrade request: its cookie is the socket's credential, read again at each check. */
  request: FastifyRequest;
  alive: boolean;
  /** The session whose user topic the socket receives; null for a guest (broadcasts only). */
  session: SocketSession | null;
  checking: boolean;
}

/**
 * `/ws`: one socket per tab. Guests get broadcast events; a signed-in socket also gets the events of its user
 * topic for as long as the session it was opened with stands. Events arrive from the bus, so they reach the
 * client whichever node published them. A socket whose session ends (logout, ended from another session, a
 * password reset or change, expiry) is closed with 4401: at once when a node announces the end on the bus,
 * when its expiry time passes, and at the latest on the next heartbeat, which re-reads every socket's session.
 */
export async function registerRealtime(app: FastifyInstance, platform: Platform): Promise<void> {
  const { config } = platform;
  const now = () => (platform.clock ?? (() => new Date()))().getTime();
  // Read when called: the accounts module installs it after the realtime endpoint is registered.
  const standingOf = (request: FastifyRequest): Promise<SessionStanding | null> =>
    platform.sessionStanding ? platform.sessionStanding(request) : Promise.resolve(null);
  const connections = new Set<Connection>();
  let accepting = true;
  let noticesSeen = 0;

  const endSession = (connection: Connection) => {
    connection.session = null;
    connection.socket.close(SESSION_ENDED, 'session ended');
  };

  const adopt = (connection: Connection, standing: SessionStanding | null) => {
    connection.session = standing && {
      id: standing.sessionId,
      userId: standing.userId,
      liveUntil: standing.liveUntil.getTime(),
    };
  };

  const identify = async (connection: Connection) => {
    for (let attempt = 1; ; attempt += 1) {
      const noticesBefore = noticesSeen;
      const standing = await standingOf(connection.request);
      if (noticesBefore === noticesSeen || attempt === IDENTIFY_ATTEMPTS) return adopt(connection, standing);
    }
  };

  const recheck = async (connection: Connection) => {
    const session = connection.session;
    if (!session || connection.checking) return;
    connection.checking = true;
    try {
      const standing = await standingOf(connection.request);
      if (connection.session !== session) return;
      if (standing?.sessionId === session.id) session.liveUntil = standing.liveUntil.getTime();
      else endSession(connection);
    } catch (error) {
      app.log.warn({ err: error }, 'realtime: session check failed');
    } finally {
      connection.checking = false;
    }
  };

  const receivesUserTopic = (connection: Connection, userId: string, at: number): boolean => {
    const session = connection.session;
    if (!session || session.userId !== userId) return false;
    if (session.liveUntil > at) return true;
    // Past its expiry as last read; a request may have kept it alive since, so read it again.
    void recheck(connection);
    return false;
  };

  const deliver = (topic: EventTopic, event: ServerEvent) => {
    const frame = JSON.stringify(event);
    const at = now();
    for (const connection of connections) {
      if (topic.kind === 'user' && !receivesUserTopic(connection, topic.userId, at)) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
    }
  };

  const onNotice = (notice: BusNotice) => {
    noticesSeen += 1;
    for (const connection of connections) {
      const session = connection.session;
      if (!session) continue;
      const ended =
        notice.type === 'session.ended'
          ? notice.sessionId === session.id
          : notice.userId === session.userId && notice.exceptSessionId !== session.id;
      if (ended) endSession(connection);
    }
  };

  const unsubscribe = platform.bus.subscribe(deliver);
  const stopNotices = platform.bus.onNotice(onNotice);

  // One read at a time, so that a node with many sockets does not flood the database on each heartbeat.
  let rechecking = false;
  const recheckAll = async () => {
    if (rechecking) return;
    rechecking = true;
    for (const connection of [...connections]) await recheck(connection);
    rechecking = false;
  };

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    void recheckAll();
  }, config.wsHeartbeatMs);
  heartbeat.unref();

  // Runs before the HTTP server stops listening: the sockets must be gone for it to drain.
  const stop = () => {
    accepting = false;
    clearInterval(heartbeat);
    unsubscribe();
    stopNotices();
    for (const connection of connections) connection.socket.close(GOING_AWAY, 'server shutting down');
    setTimeout(() => {
      for (const connection of connections) connection.socket.terminate();
    }, SHUTDOWN_CLOSE_GRACE_MS).unref();
  };

  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    preClose: (done) => {
      stop();
      done();
    },
  });

  app.get('/ws', { websocket: true, onRequest: createRealtimeAdmission(config) }, async (socket, request) => {
    if (!accepting) {
      socket.close(GOING_AWAY, 'server shutting down');
      return;
    }
    const connection: Connection = { socket, request, alive: true, session: null, checking: false };
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
    await identify(connection).catch((error: unknown) => {
      app.log.warn({ err: error }, 'realtime: reading the session failed; serving as a guest');
    });
  });
}
