import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '@casino/server-kit';
import { startStudio } from './test-support/studio-test-app.ts';

/** The request lines (level and message) the studio writes for two requests at debug, with NODE_ENV as given. */
async function requestLines(nodeEnv: string): Promise<[number, string][]> {
  vi.stubEnv('NODE_ENV', nodeEnv);
  const lines: { level: number; msg: string }[] = [];
  const studio = await startStudio('http://platform.test', undefined, {
    logger: {
      level: 'debug',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    },
  });
  await studio.app.inject('/studio/api/games');
  await studio.app.inject('/studio/api/sessions/a-session-id/seeds');
  await studio.app.close();
  return lines
    .filter((line) => /request|^GET /.test(line.msg))
    .map((line) => [line.level, line.msg.replace(/\d+ ms$/, 'N ms')]);
}

describe('request logs of the studio', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are one compact line per request in development: routine reads at debug, no game session id', async () => {
    expect(await requestLines('development')).toEqual([
      [20, 'GET /studio/api/games 200 N ms'],
      [30, `GET /studio/api/sessions/${REDACTED}/seeds 404 N ms`],
    ]);
  });

  it("stay Fastify's JSON pair per request elsewhere", async () => {
    expect((await requestLines('production')).map(([, msg]) => msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
  });
});
