import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { EventBus } from './bus/event-bus.ts';
import type { Db, Database } from './db/client.ts';
import type { Authenticate } from './http/access.ts';

/** What the composition root hands to every module: configuration, database, event bus. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /**
   * Resolves the signed-in account of a request, or null for a guest. Guests only until the accounts module
   * sets its resolver while registering.
   */
  authenticate: Authenticate;
  /**
   * The session of a request's cookie, read without counting as activity: null when there is none or it has
   * ended, expired or been re-issued under a new token. Set by the accounts module; the realtime endpoint checks
   * its sockets with it.
   */
  sessionStanding?: (request: FastifyRequest) => Promise<SessionStanding | null>;
  /** The current time for modules that judge expiry; tests pass a clock they can move. Defaults to the system clock. */
  clock?: () => Date;
}

/** Whose a session is, and until when it stands unless something ends it first. */
export interface SessionStanding {
  sessionId: string;
  userId: string;
  liveUntil: Date;
}
