import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '@casino/server-kit';
import { buildApp } from './app.ts';
import { createTestDatabase, createTestPlatform, type TestDatabase } from './test/test-platform.ts';

interface LogLine {
  level: number;
  msg: string;
}

describe('request logs of the platform', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  /** The request lines (level and message) of two requests, logging at debug. */
  async function requestLines(env: 'development' | 'test' | 'production'): Promise<[number, string][]> {
    const lines: LogLine[] = [];
    const platform = createTestPlatform(database, {
      config: {
        NODE_ENV: env,
        LOG_LEVEL: 'debug',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PAYMENT_SANDBOX_SECRET: 'production-test-secret-0123456789',
        STUDIO_WALLET_SECRET: 'production-studio-secret-0123456789',
      },
    });
    const app = await buildApp(platform, {
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    });
    await app.inject('/api/health');
    await app.inject('/reset-password/a-reset-token');
    await app.close();
    return lines
      .filter((line) => /request|^GET /.test(line.msg))
      .map((line) => [line.level, line.msg.replace(/\d+ ms$/, 'N ms')]);
  }

  it('are one compact line per request in development: routine reads at debug, without credentials', async () => {
    expect(await requestLines('development')).toEqual([
      [20, 'GET /api/health 200 N ms'],
      // The test configuration serves no built app, so the page is not found.
      [30, `GET /reset-password/${REDACTED} 404 N ms`],
    ]);
  });

  it("stay Fastify's JSON pair per request in tests and production", async () => {
    for (const env of ['test', 'production'] as const)
      expect(
        (await requestLines(env)).map(([, msg]) => msg),
        env,
      ).toEqual(['incoming request', 'request completed', 'incoming request', 'request completed']);
  });
});
