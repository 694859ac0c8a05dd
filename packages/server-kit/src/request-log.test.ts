import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED, type AddressSecrets } from './log-redaction.ts';
import { CompactRequestLog, compactRequestLine } from './request-log.ts';

const SECRETS: AddressSecrets = { segmentsBefore: new Set(['sessions']), parameterName: /token/i };

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

const INFO = 30;
const DEBUG = 20;
const ERROR = 50;

/** A server with the compact request log, writing its JSON lines into `lines`. */
async function serverLoggingTo(lines: LogLine[], level: string) {
  const requestLog = new CompactRequestLog(SECRETS, { summaryEveryMs: 3_600_000 });
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    logController: requestLog,
  });
  app.get('/games', async () => ({ games: [] }));
  app.post('/games', async (_request, reply) => reply.status(201).send({ created: true }));
  app.get('/broken', async () => {
    throw new Error('the database is down');
  });
  await app.ready();
  return { app, requestLog };
}

/** Request lines with their level, the time replaced by N. */
const requestLines = (lines: LogLine[]) =>
  lines
    .filter((line) => /^(GET|POST) /.test(line.msg))
    .map((line) => [line.level, line.msg.replace(/\d+ ms$/, 'N ms')]);

describe('compactRequestLine', () => {
  it('is method, redacted address, status and whole milliseconds', () => {
    expect(
      compactRequestLine(
        { method: 'POST', url: '/api/sessions/s1/spin?token=t1&bet=10', statusCode: 200, elapsedMs: 3.6 },
        SECRETS,
      ),
    ).toBe(`POST /api/sessions/${REDACTED}/spin?token=${REDACTED}&bet=10 200 4 ms`);
  });
});

describe('the compact request log', () => {
  it('writes one line per request when it completes: writes and refusals at info, routine reads at debug', async () => {
    const lines: LogLine[] = [];
    const { app } = await serverLoggingTo(lines, 'debug');
    await app.inject('/games?token=secret-launch-token');
    await app.inject({ method: 'POST', url: '/games' });
    await app.inject('/nowhere');
    await app.close();

    expect(requestLines(lines)).toEqual([
      [DEBUG, `GET /games?token=${REDACTED} 200 N ms`],
      [INFO, 'POST /games 201 N ms'],
      [INFO, 'GET /nowhere 404 N ms'],
    ]);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(JSON.stringify(lines)).not.toContain('secret-launch-token');
  });

  it('sums the routine reads up in one info line, naming the slowest; none when there were none', async () => {
    const lines: LogLine[] = [];
    const { app, requestLog } = await serverLoggingTo(lines, 'info');
    for (let read = 0; read < 3; read += 1) await app.inject('/games');
    expect(requestLines(lines)).toEqual([]);

    requestLog.flushSummary();
    requestLog.flushSummary();
    await app.close();
    expect(lines.map((line) => [line.level, line.msg.replace(/\d+ ms/, 'N ms')])).toEqual([
      [INFO, '3 routine reads answered; slowest GET /games 200 N ms (each one at LOG_LEVEL=debug)'],
    ]);
  });

  it('logs a failed request at error level, beside the error as the error handler logs it', async () => {
    const lines: LogLine[] = [];
    const { app } = await serverLoggingTo(lines, 'info');
    await app.inject('/broken');
    await app.close();

    expect(requestLines(lines)).toEqual([[ERROR, 'GET /broken 500 N ms']]);
    expect(lines.find((line) => line.err)?.err?.message).toBe('the database is down');
  });

  it('follows the log level: at warn, only failures are logged', async () => {
    const lines: LogLine[] = [];
    const { app, requestLog } = await serverLoggingTo(lines, 'warn');
    await app.inject('/games');
    await app.inject({ method: 'POST', url: '/games' });
    requestLog.flushSummary();
    await app.close();
    expect(lines).toEqual([]);
  });
});
