/**
 * What the platform and the studio servers share: graceful shutdown, HTTP timeouts, access-log redaction and the
 * development request log.
 */
export { prepareDrain, SHUTDOWN_DEADLINE_MS, stopOnSignals, type StopOnSignalsOptions } from './shutdown.ts';
export { serverTimeoutOptions, type HttpTimeouts } from './http-timeouts.ts';
export {
  REDACTED,
  redactUrl,
  requestLogSerializer,
  type AddressSecrets,
  type LoggedRequest,
} from './log-redaction.ts';
export {
  CompactRequestLog,
  compactRequestLine,
  PRETTY_LOG_TRANSPORT,
  type CompletedRequest,
} from './request-log.ts';
