#!/usr/bin/env node
// Starts the real product for the end-to-end tests on fresh embedded databases: the studio on PORT + 1 and the
// platform on PORT. DATA_DIR is `<tmp>/casino-e2e-<PORT>`, emptied at each start: the tests find the staff
// credentials there (dev-credentials.json, see e2e/staff-steps.ts), and two runs on different ports never share it.
// It runs the compiled product, as shipped, building first the parts older than their sources.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildParts, PRODUCT_PARTS } from './build-parts.mjs';
import { runProduct } from './run-product.mjs';

await buildParts({ names: PRODUCT_PARTS, onlyStale: true });

const port = process.env.PORT ?? '4399';
const studioPort = String(Number(port) + 1);
const dataDir = join(tmpdir(), `casino-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

await runProduct({
  port,
  studioPort,
  studioEnv: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    STUDIO_DATA_DIR: join(dataDir, 'studio'),
    STUDIO_DATABASE_URL: '',
  },
  platformEnv: {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every browser signs up from 127.0.0.1.
    REGISTRATION_LIMIT_PER_HOUR: '100000',
    // The demo player and admin, so that the tests can act as staff (approve documents and withdrawals).
    SEED_DEV_ACCOUNTS: 'true',
    // The end-to-end tier always runs on the embedded database and the in-process bus.
    DATABASE_URL: '',
    REDIS_URL: '',
  },
});
