#!/usr/bin/env node
// Starts the real server for the end-to-end tests on a fresh embedded database. DATA_DIR is
// `<tmp>/casino-e2e-<PORT>`, emptied at each start: the tests find the staff credentials there
// (dev-credentials.json, see e2e/staff-steps.ts), and two runs on different ports never share it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.PORT ?? '4399';
const dataDir = join(tmpdir(), `casino-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
