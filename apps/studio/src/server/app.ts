/**
 * The studio's HTTP server: catalogue, artwork and the game server. It reaches the platform only through the
 * seamless-wallet protocol over HTTP and keeps its own database.
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import {
  CompactRequestLog,
  PRETTY_LOG_TRANSPORT,
  requestLogSerializer,
  serverTimeoutOptions,
} from '@casino/server-kit';
import { registerArtRoutes } from './art/art.routes.ts';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.ts';
import { registerClientRoutes } from './client/client.routes.ts';
import { STUDIO_ADDRESS_SECRETS } from './log-redaction.ts';
import { catalogue as defaultCatalogue, type Catalogue } from './catalogue/generate-catalogue.ts';
import { STUDIO_PROVIDER, type StudioConfig } from './config.ts';
import { openStudioDatabase, type StudioDatabase } from './db/database.ts';
import { registerFreeRoundsRoutes } from './free-rounds/free-rounds.routes.ts';
import type { PlayContext } from './play/play-context.ts';
import { PlayError } from './play/play-error.ts';
import { registerPlayRoutes } from './play/play.routes.ts';
import { recoverOpenRounds, type RecoveryReport } from './play/recovery.ts';
import { registerCrashRoutes } from './shared-rounds/crash.routes.ts';
import { createCrashTables, type CrashTablesOptions } from './shared-rounds/crash-tables.ts';
import { createLiveTables, type LiveTablesOptions } from './shared-rounds/live-tables.ts';
import { registerLiveRoutes } from './shared-rounds/live.routes.ts';
import { createWalletClient } from './wallet-client/wallet-client.ts';

export interface StudioApp {
  readonly app: FastifyInstance;
  readonly database: StudioDatabase;
  /** Runs the recovery pass now (it also runs at start and every recoveryIntervalMs). */
  recover(): Promise<RecoveryReport>;
}

export interface StudioAppOptions {
  logger?: boolean | object;
  /** Another catalogue (tests withdraw a game with it). */
  catalogue?: Catalogue;
  /** The built game client's folder (default apps/studio/dist/client). */
  clientDir?: string;
  /**
   * An open, migrated database instead of the one the configuration names (tests give a throw-away one). The app
   * closes it with itself either way.
   */
  database?: StudioDatabase;
  /** The shared tables' pace (tests run them faster), or false for none (tests that do not need them). */
  sharedTables?: (CrashTablesOptions & LiveTablesOptions) | false;
}

export async function buildStudioApp(
  config: StudioConfig,
  options: StudioAppOptions = {},
): Promise<StudioApp> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    ...requestLogOptions(),
    bodyLimit: 64 * 1024,
    ...serverTimeoutOptions(config.httpTimeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlayError) {
      return reply.code(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.balance !== undefined ? { balance: error.balance } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: 'INVALID_REQUEST', message: error.message } });
    }
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      error: {
        code: status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
        message: status >= 500 ? 'internal error' : String((error as Error).message),
      },
    });
  });
  // Games are framed by the platform's pages only.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('content-security-policy', `frame-ancestors 'self' ${config.platformUrl}`);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  const database = options.database ?? (await openMigrated(config));
  const catalogue = options.catalogue ?? defaultCatalogue();
  const context: PlayContext = {
    db: database.db,
    catalogue,
    log: app.log,
    wallet: createWalletClient({
      platformUrl: config.platformUrl,
      provider: STUDIO_PROVIDER,
      secret: config.walletSecret,
      attempts: config.walletAttempts,
      retryDelayMs: config.walletRetryDelayMs,
    }),
  };

  registerCatalogueRoutes(app, catalogue, config.publicUrl);
  registerArtRoutes(app, catalogue);
  registerPlayRoutes(app, context);
  registerFreeRoundsRoutes(app, context, config.walletSecret);
  const crashTables =
    options.sharedTables === false
      ? null
      : createCrashTables(context.db, context.wallet, catalogue, options.sharedTables ?? {});
  const liveTables =
    options.sharedTables === false
      ? null
      : createLiveTables(context.db, context.wallet, catalogue, options.sharedTables ?? {});
  if (crashTables && liveTables) {
    await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
    registerCrashRoutes(app, context, crashTables, config.publicUrl);
    registerLiveRoutes(app, context, liveTables, config.publicUrl);
    app.addHook('onReady', async () => {
      await crashTables.start();
      await liveTables.start();
    });
    app.addHook('preClose', () => Promise.all([crashTables.stop(), liveTables.stop()]).then(() => undefined));
  }
  registerClientRoutes(app, { clientDir: options.clientDir });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<RecoveryReport> | null = null;
  const recover = (): Promise<RecoveryReport> => {
    running ??= recoverOpenRounds(context).finally(() => {
      running = null;
    });
    return running;
  };
  if (config.recoveryIntervalMs > 0) {
    app.addHook('onReady', async () => {
      void recover().catch((error: unknown) => app.log.error(error, 'studio: recovery failed'));
      timer = setInterval(() => {
        void recover().catch((error: unknown) => app.log.error(error, 'studio: recovery failed'));
      }, config.recoveryIntervalMs);
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
    await database.close();
  });
  return { app, database, recover };
}

async function openMigrated(config: StudioConfig): Promise<StudioDatabase> {
  const database = await openStudioDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}

/**
 * Pino settings as given (none: no logs), with launch tokens and session ids kept out of the access logs; pretty
 * on a developer's terminal unless the settings name their own stream.
 */
function loggerOptions(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  const pretty = inDevelopment() && process.stdout.isTTY && !('stream' in given);
  return {
    ...(pretty ? { transport: PRETTY_LOG_TRANSPORT } : {}),
    ...given,
    serializers: { req: requestLogSerializer(STUDIO_ADDRESS_SECRETS) },
  };
}

/** In development compact request lines, as the platform logs them; elsewhere Fastify's JSON lines. */
function requestLogOptions(): { logController?: CompactRequestLog } {
  return inDevelopment() ? { logController: new CompactRequestLog(STUDIO_ADDRESS_SECRETS) } : {};
}

/** NODE_ENV as the platform reads it: unset or empty means development. */
function inDevelopment(): boolean {
  return (process.env.NODE_ENV || 'development') === 'development';
}
