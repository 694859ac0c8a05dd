import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@casino/contracts';

/** A failure the client may see: a code from contracts, an HTTP status and a message for logs and developers. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string = code,
    /** Per-field reasons the client may show, e.g. which profile fields a payment needs. */
    readonly details?: ErrorBody['error']['details'],
  ) {
    super(message);
    this.name = 'AppError';
  }
  static notFound(message = 'not found') {
    return new AppError('not_found', 404, message);
  }
  static forbidden(message = 'forbidden') {
    return new AppError('forbidden', 403, message);
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  details?: ErrorBody['error']['details'],
): ErrorBody {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

/**
 * Fastify's `frameworkErrors`: failures of the router itself, before any route or hook runs (an address with
 * broken percent-encoding, a path parameter longer than `maxParamLength`). They answer in the contract's error
 * format like every other failure; the message never repeats the address, which may hold a token.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // No route matched, so the security-header hooks did not run: a JSON error needs these two.
  void reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.status(400).send(errorBody('bad_request', 'The address is not valid.'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send(errorBody('bad_request', 'A part of the address is too long.'));
  request.log.error({ err: error }, 'router error');
  return reply.status(500).send(errorBody('internal', 'Unexpected error. Retry later or contact support.'));
}

/** Maps every thrown error to the contract's error body; a 5xx answer never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? ''}${issue.instancePath}`,
        message: issue.message ?? 'invalid',
      }));
      return reply.status(400).send(errorBody('validation_failed', 'The request is not valid.', details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(errorBody('rate_limited', 'Too many requests. Try again later.'));
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 404
          ? 'not_found'
          : status === 401
            ? 'unauthorized'
            : status === 403
              ? 'forbidden'
              : 'bad_request';
      return reply.status(status).send(errorBody(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Unexpected error. Retry later or contact support.'));
  });
}
