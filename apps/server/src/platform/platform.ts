import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { EventBus } from './bus/event-bus.ts';
import type { Db, Database } from './db/client.ts';

/** What the composition root hands to every module: configuration, database, event bus. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** Resolves the signed-in user of a request, or null for a guest. Accounts provide the real resolver. */
  identify: (request: FastifyRequest) => Promise<string | null>;
}
