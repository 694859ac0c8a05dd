import type { FastifyReply, FastifyRequest } from 'fastify';
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

export const secureCookies = (config: Config) => config.publicUrl.startsWith('https://');

/** Runs `action`; a refusal that says when to retry also answers with a Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
