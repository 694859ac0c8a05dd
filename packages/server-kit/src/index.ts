/**
 * What the platform and the studio servers share: graceful shutdown, HTTP timeouts, access-log redaction, the
 * development request log, signed server-to-server calls, opening their databases (and their tests') and finding
 * their own files whether they run from source or bundled.
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
export { pathOf, signTimestamped, verifyTimestamped, type SignedRequest } from './timestamped-signature.ts';
export {
  IN_MEMORY,
  openDrizzleDatabase,
  type DatabaseDefinition,
  type DatabaseDriver,
  type DatabaseLocation,
  type Drizzle,
  type DrizzleDatabase,
} from './database/open-database.ts';
export { createThrowawayDatabase, type ThrowawayDatabase } from './database/throwaway-database.ts';
export { openTestDatabase, testDatabaseDrivers, type TestDatabase } from './database/test-database.ts';
export { entryPointArguments, packageDirectory, packageFile } from './package-files.ts';
export { freePort } from './free-port.ts';
export {
  compiledStatement,
  type CompiledStatement,
  type StatementValues,
} from './database/compiled-statement.ts';
