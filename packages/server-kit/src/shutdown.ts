import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Exit anyway after this long, within the 10 s a container runtime usually waits before it kills. */
export const SHUTDOWN_DEADLINE_MS = 9000;
const IDLE_SWEEP_MS = 100;

export interface StopOnSignalsOptions {
  /** Runs once the server has drained (closing what its own close hooks do not, e.g. the bus and database). */
  afterDrain?: () => Promise<void>;
  /** Put before each log message (`studio: `), so a shared log tells the servers apart. */
  logPrefix?: string;
  deadlineMs?: number;
}

/**
 * Stops the process gracefully on SIGTERM or SIGINT: the server takes no new connection, answers what is in
 * flight, closes its idle connections (its close hooks run then), then `afterDrain` runs and the process exits
 * 0. If that has not happened by the deadline, it logs an error and exits 1. Further signals during the stop
 * are ignored.
 */
export function stopOnSignals(app: FastifyInstance, options: StopOnSignalsOptions = {}): void {
  const { afterDrain, logPrefix = '', deadlineMs = SHUTDOWN_DEADLINE_MS } = options;
  const drain = prepareDrain(app);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, `${logPrefix}shutting down`);
    setTimeout(() => {
      app.log.error({ deadlineMs }, `${logPrefix}shutdown did not finish in time; exiting anyway`);
      process.exit(1);
    }, deadlineMs);
    try {
      await drain();
      await afterDrain?.();
    } catch (error) {
      app.log.error({ err: error }, `${logPrefix}shutdown failed`);
      process.exit(1);
    }
    app.log.info(`${logPrefix}stopped`);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

/**
 * Returns `app.close()` made to finish in time. Node closes the connections that are idle when the close
 * begins, but a response still under way then says keep-alive, and its connection, idle afterwards, would
 * hold the close open for the whole keep-alive timeout. So every response sent after the close began says
 * Connection: close, and idle connections are swept until the server has closed.
 */
export function prepareDrain(app: FastifyInstance): () => Promise<void> {
  const pending = new Set<ServerResponse>();
  let closing = false;
  app.server.on('request', (_request, response: ServerResponse) => {
    if (closing) {
      response.shouldKeepAlive = false;
      return;
    }
    pending.add(response);
    response.once('close', () => pending.delete(response));
  });
  return async () => {
    closing = true;
    for (const response of pending) if (!response.headersSent) response.shouldKeepAlive = false;
    pending.clear();
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  };
}
