import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMemoryBus } from '../../platform/bus/memory-bus.ts';
import type { Platform } from '../../platform/platform.ts';
import { MANY_REGISTRATIONS, registerPlayer } from '../../test/test-accounts.ts';
import {
  createTestDatabase,
  databaseKinds,
  testConfig,
  type TestDatabase,
} from '../../test/test-platform.ts';
import {
  betBody,
  fund,
  launchToken,
  ledgerProblems,
  seamlessCall,
  seamlessSignature,
  STUDIO,
} from './game-wallet.test-support.ts';

/** Two provider names with one secret, as an aggregator running several brands on one key might have. */
const SISTER = 'sister-studio';
const SHARED_SECRET = 'one-secret-shared-by-two-provider-names';

describe.each(databaseKinds)('seamless signatures bind the provider on %s', (kind) => {
  let database: TestDatabase;
  let platform: Platform;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig(MANY_REGISTRATIONS);
    platform = {
      config: { ...config, seamlessWalletSecrets: { [STUDIO]: SHARED_SECRET, [SISTER]: SHARED_SECRET } },
      database,
      db: database.db,
      bus: createMemoryBus(),
      authenticate: async () => null,
    };
    app = await buildApp(platform, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await platform?.bus.close();
    await database?.dispose();
  });

  it("refuses a bet signed for one provider's path at another provider's path with the same secret (401)", async () => {
    const player = await registerPlayer(app);
    await fund(platform, player.userId, 5_000);
    const token = await launchToken(platform, player.userId);
    const bet = betBody(token, 1_000);
    const raw = JSON.stringify(bet);
    const signature = seamlessSignature(SHARED_SECRET, 'bet', raw, { provider: STUDIO });

    const replayed = await seamlessCall(app, SHARED_SECRET, 'bet', bet, { raw, signature, provider: SISTER });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ status: 'ERROR', code: 'INVALID_SIGNATURE' });

    const genuine = await seamlessCall(app, SHARED_SECRET, 'bet', bet, { raw, signature, provider: STUDIO });
    expect(genuine.json()).toMatchObject({ status: 'OK', balance: 4_000 });
    expect(await ledgerProblems(platform)).toEqual([]);
  });
});
