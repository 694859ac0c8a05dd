/**
 * The development request log. Fastify writes two JSON objects per request ("incoming request" and "request
 * completed"); a terminal needs less. Production and tests keep Fastify's JSON request logs.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl, type AddressSecrets } from './log-redaction.ts';

export interface CompletedRequest {
  readonly method: string;
  readonly url: string;
  readonly statusCode: number;
  readonly elapsedMs: number;
}

/** `GET /api/games?page=2 200 4 ms`, the address redacted as the JSON request log redacts it. */
export function compactRequestLine(request: CompletedRequest, secrets: AddressSecrets): string {
  const url = redactUrl(request.url, secrets);
  return `${request.method} ${url} ${request.statusCode} ${Math.round(request.elapsedMs)} ms`;
}

/** Longer than this, a read gets its own line. */
export const SLOW_REQUEST_MS = 1000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read that went as expected: answered below 400, in time. An open page makes many (the balance poll). */
function isRoutineRead(request: CompletedRequest): boolean {
  return READS.has(request.method) && request.statusCode < 400 && request.elapsedMs < SLOW_REQUEST_MS;
}

export interface CompactRequestLogOptions {
  /** How often the routine reads are summed up in one line, in milliseconds (default one minute). */
  readonly summaryEveryMs?: number;
}

/**
 * Logs each request once, when it completes, as one compact line: writes, refusals (4xx) and slow reads at info,
 * failures (5xx, or a response that broke while it was sent) at error. Routine reads are logged one by one at
 * debug only, and summed up at info in one line a minute while there are any. Nothing is logged as a request
 * arrives; LOG_LEVEL applies as to every other line.
 */
export class CompactRequestLog extends LogController {
  readonly #secrets: AddressSecrets;
  readonly #summaryEveryMs: number;
  #reads = 0;
  #slowest: { line: string; elapsedMs: number } | null = null;
  #summaryLog: FastifyBaseLogger | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(secrets: AddressSecrets, options: CompactRequestLogOptions = {}) {
    super();
    this.#secrets = secrets;
    this.#summaryEveryMs = options.summaryEveryMs ?? 60_000;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const completed = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      elapsedMs: reply.elapsedTime,
    };
    const line = compactRequestLine(completed, this.#secrets);
    if (error) reply.log.error({ err: error }, line);
    else if (completed.statusCode >= 500) reply.log.error(line);
    else if (!isRoutineRead(completed)) reply.log.info(line);
    else {
      reply.log.debug(line);
      this.#count(request.server.log, line, completed.elapsedMs);
    }
  }

  /** Logs the routine reads counted since the last summary, if there were any (the timer calls it). */
  flushSummary(): void {
    const log = this.#summaryLog;
    if (this.#reads === 0 || !log) {
      if (this.#timer) clearInterval(this.#timer);
      this.#timer = null;
      return;
    }
    const slowest = this.#slowest ? `; slowest ${this.#slowest.line}` : '';
    const reads = this.#reads === 1 ? '1 routine read' : `${this.#reads} routine reads`;
    log.info(`${reads} answered${slowest} (each one at LOG_LEVEL=debug)`);
    this.#reads = 0;
    this.#slowest = null;
  }

  #count(log: FastifyBaseLogger, line: string, elapsedMs: number): void {
    this.#reads += 1;
    if (!this.#slowest || elapsedMs > this.#slowest.elapsedMs) this.#slowest = { line, elapsedMs };
    this.#summaryLog = log;
    if (!this.#timer) {
      this.#timer = setInterval(() => this.flushSummary(), this.#summaryEveryMs);
      // A pending summary never keeps the process alive.
      this.#timer.unref();
    }
  }
}

/** Pino's pretty printer for a developer's terminal: time, level and message on one line (no request id). */
export const PRETTY_LOG_TRANSPORT = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
} as const;
