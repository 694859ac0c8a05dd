import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '@casino/rules';
import type { ActiveSession } from '@casino/contracts';
import type { Config } from '../../config.ts';
import type { BusNotice, EventBus } from '../../platform/bus/event-bus.ts';
import type { Db, DbExecutor } from '../../platform/db/client.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { SessionStanding } from '../../platform/platform.ts';
import {
  deleteAllSessions,
  deleteOtherSessions,
  deleteOwnSession,
  deleteSession,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  listUserSessions,
  replaceSessionSecrets,
  touchSession,
  type SessionRow,
} from './accounts.repo.ts';
import { deviceOf, maskIp } from './client-info.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { hashToken, newToken } from './tokens.ts';

/** What the browser receives when a session starts or its token turns: the cookie values. */
export interface IssuedSession {
  sessionId: string;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type Sessions = ReturnType<typeof createSessions>;

const TOUCH_EVERY_MS = 60_000;

/**
 * Server sessions behind an opaque cookie token. A session ends after SESSION_IDLE_MINUTES without a request
 * or SESSION_ABSOLUTE_HOURS after it started, whichever comes first; last_seen_at is written at most once a
 * minute so that reads stay cheap.
 */
export function createSessions(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  /** Where the end of a session is announced, so that every node closes its sockets at once. */
  bus: Pick<EventBus, 'notify'>;
}) {
  const { db, config, now, bus } = deps;
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteHours * 3_600_000;

  const isLive = (row: Pick<SessionRow, 'expiresAt' | 'lastSeenAt'>, at: Date) =>
    row.expiresAt.getTime() > at.getTime() && row.lastSeenAt.getTime() + idleMs > at.getTime();

  // A lost notice is not fatal: the realtime endpoint also re-checks every socket's session on its heartbeat.
  const announce = (notice: BusNotice) => bus.notify(notice).catch(() => undefined);

  /** Starts a session; inside the caller's transaction when `executor` is one (a first sign-in's). */
  async function start(
    userId: string,
    client: ClientInfo,
    executor: DbExecutor = db,
  ): Promise<IssuedSession> {
    const at = now();
    const token = newToken();
    const csrfToken = newToken();
    const row = await insertSession(executor, {
      userId,
      tokenHash: hashToken(token),
      csrfToken,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + absoluteMs),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { sessionId: row.id, token, csrfToken, expiresAt: row.expiresAt };
  }

  /** The resolver the access guard calls on every /api request. */
  async function authenticate(request: FastifyRequest): Promise<Principal | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const row = await findSessionByTokenHash(db, hashToken(token));
    if (!row) return null;
    const at = now();
    if (!isLive(row, at)) {
      await deleteSession(db, row.id);
      return null;
    }
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, row.id, at);
    const role: Role = (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'player';
    return { userId: row.userId, role, sessionId: row.id, via: 'cookie', csrfToken: row.csrfToken };
  }

  /** A new token and CSRF token for the same session (after a password change), so a stolen cookie dies. */
  async function rotate(sessionId: string): Promise<IssuedSession> {
    const token = newToken();
    const csrfToken = newToken();
    const at = now();
    await replaceSessionSecrets(db, sessionId, { tokenHash: hashToken(token), csrfToken, lastSeenAt: at });
    // Sockets opened with the old token stop too; the browser reconnects with the new cookie.
    await announce({ type: 'session.ended', sessionId });
    const row = await findSessionById(db, sessionId);
    return { sessionId, token, csrfToken, expiresAt: row?.expiresAt ?? new Date(at.getTime() + absoluteMs) };
  }

  /** The session of a request's cookie for the realtime endpoint; unlike authenticate it is not activity. */
  async function standing(request: FastifyRequest): Promise<SessionStanding | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const row = await findSessionByTokenHash(db, hashToken(token));
    if (!row || !isLive(row, now())) return null;
    const liveUntil = Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + idleMs);
    return { sessionId: row.id, userId: row.userId, liveUntil: new Date(liveUntil) };
  }

  async function list(userId: string, currentId: string): Promise<ActiveSession[]> {
    const at = now();
    const rows = await listUserSessions(db, userId);
    return rows
      .filter((row) => isLive(row, at))
      .map((row) => ({
        id: row.id,
        current: row.id === currentId,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        device: deviceOf(row.userAgent),
        ipAddress: maskIp(row.ip),
      }));
  }

  /** When a live session started (its sign-in); null for an unknown or ended one. */
  async function startOf(sessionId: string): Promise<Date | null> {
    const row = await findSessionById(db, sessionId);
    return row && isLive(row, now()) ? row.createdAt : null;
  }

  return {
    start,
    authenticate,
    rotate,
    list,
    standing,
    startOf,
    end: async (id: string) => {
      await deleteSession(db, id);
      await announce({ type: 'session.ended', sessionId: id });
    },
    endOwn: async (userId: string, id: string) => {
      const ended = await deleteOwnSession(db, userId, id);
      if (ended) await announce({ type: 'session.ended', sessionId: id });
      return ended;
    },
    endOthers: async (userId: string, keepId: string) => {
      const ended = await deleteOtherSessions(db, userId, keepId);
      if (ended > 0) await announce({ type: 'user.sessions.ended', userId, exceptSessionId: keepId });
      return ended;
    },
    endAll: async (userId: string) => {
      await deleteAllSessions(db, userId);
      await announce({ type: 'user.sessions.ended', userId, exceptSessionId: null });
    },
  };
}
