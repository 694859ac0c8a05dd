import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { clientIp } from '../../platform/http/client-ip.ts';
import { RetryLaterError } from './accounts.context.ts';
import type { ClientInfo } from './sessions.ts';

export function clientInfo(request: FastifyRequest, config: Config): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: clientIp(request, config.trustProxyHeader),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 400) : '',
  };
}

export const secureCookies = (config: Config) => config.https;

/** Runs `action`; a refusal that says when to retry also answers with a Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Starts `work` once the answer has been sent, so that its duration cannot show in the response time. A
 * failure never reaches the client: it is logged under `what`.
 */
export function runAfterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  });
}
