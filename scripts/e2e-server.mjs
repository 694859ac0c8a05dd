#!/usr/bin/env node
// Starts the real server for the end-to-end tests on a fresh embedded database (a new DATA_DIR each run).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every browser signs up from 127.0.0.1.
    REGISTRATION_LIMIT_PER_HOUR: '100000',
    // The end-to-end tier always runs on the embedded database and the in-process bus.
    DATABASE_URL: '',
    REDIS_URL: '',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
