import type { FastifyBaseLogger } from 'fastify';
import type { Catalogue } from '../catalogue/generate-catalogue.ts';
import type { StudioDb } from '../db/database.ts';
import type { WalletClient } from '../wallet-client/wallet-client.ts';

/** What the game server's operations run against. */
export interface PlayContext {
  readonly db: StudioDb;
  readonly wallet: WalletClient;
  readonly catalogue: Catalogue;
  readonly log: FastifyBaseLogger;
}
