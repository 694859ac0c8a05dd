import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  CompactRequestLog,
  PRETTY_LOG_TRANSPORT,
  requestLogSerializer,
  serverTimeoutOptions,
} from '@casino/server-kit';
import type { Config } from './config.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/errors.ts';
import {
  createDomainEventDispatcher,
  type DispatchTiming,
  type DomainEventDispatcher,
  type DomainEventSubscriber,
} from './platform/events/dispatcher.ts';
import { createJobScheduler, type JobScheduler } from './platform/jobs/scheduler.ts';
import { registerAccessGuard, requireAccessDeclarations } from './platform/http/access.ts';
import { clientIp } from './platform/http/client-ip.ts';
import { PLATFORM_ADDRESS_SECRETS } from './platform/http/log-redaction.ts';
import { registerCountryGate } from './platform/http/country-gate.ts';
import { registerOpenApi, registerOpenApiRoutes } from './platform/http/openapi.ts';
import { requireApiMapRoutes } from './platform/http/endpoint.ts';
import { registerPersonalNoStore } from './platform/http/personal-no-store.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerServerPagesStyle } from './platform/http/server-pages-style.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { Platform } from './platform/platform.ts';
import { registerRealtime } from './platform/realtime.ts';
import { registerModules } from './modules/index.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { registerPaymentProviderPages } from './modules/payments/payments.module.ts';
import { APP_VERSION } from './version.ts';

export interface BuildOptions {
  /** Pino logger settings; tests pass false. */
  logger?: boolean | object;
  /** Where the default logger writes its JSON lines instead of stdout (the log redaction test reads them). */
  logStream?: LogStream;
  /** Sees every route as it is registered (the access test uses it to require a case per route). */
  onRoute?: (route: RouteOptions) => void;
  /** The periodic jobs' scheduler; tests pass their own to run jobs by hand. */
  jobs?: JobScheduler;
  /** Subscribers to domain events besides the product's own (tests add ones that record what they get). */
  domainEventSubscribers?: readonly DomainEventSubscriber[];
  /** Overrides the domain event dispatcher's timing (tests shorten the lease and the back-off). */
  domainEventTiming?: Partial<DispatchTiming>;
  /** Hands over the domain event dispatcher (tests deliver by hand with `deliverOnce` while serving by inject). */
  onDispatcher?: (dispatcher: DomainEventDispatcher) => void;
}

/** Builds the Fastify instance: external plugins, then the platform, then the modules under /api. */
export async function buildApp(platform: Platform, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    ...requestLogOptions(config),
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ...serverTimeoutOptions(config.httpTimeouts),
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  requireAccessDeclarations(app);
  requireApiMapRoutes(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, {
    https: config.https,
    gameOrigins: config.gameOrigins,
  });
  if (config.apiDocs) await registerOpenApi(app, APP_VERSION);
  await registerRealtime(app, platform);
  const jobs = options.jobs ?? createJobScheduler({ db: platform.db, log: app.log });
  // Tests run a job by calling it, so that no timer moves money behind their back.
  if (config.env !== 'test') app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const productSubscribers: DomainEventSubscriber[] = [];
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => clientIp(request, config.trustProxyHeader),
      });
      registerAccessGuard(api, () => platform.authenticate);
      registerPersonalNoStore(api);
      registerCountryGate(api, createGeoService(config), config.trustProxyHeader);
      productSubscribers.push(...(await registerModules(api, platform, jobs)));
      registerServerPagesStyle(api);
      if (config.apiDocs) registerOpenApiRoutes(api);
    },
    { prefix: '/api' },
  );
  registerDomainEventDispatch(app, platform, productSubscribers, options);
  await registerPaymentProviderPages(app, platform, jobs);
  await registerWebApp(app, config.webDistDir);
  return app;
}

/**
 * Delivers domain events (docs/ledger.md) to their subscribers while the server listens: the modules' own (a
 * capability that reacts to money moving answers its subscriber from `registerModules`) and any a test adds.
 */
function registerDomainEventDispatch(
  app: FastifyInstance,
  platform: Platform,
  productSubscribers: readonly DomainEventSubscriber[],
  options: BuildOptions,
): void {
  const subscribers = [...productSubscribers, ...(options.domainEventSubscribers ?? [])];
  const dispatcher = createDomainEventDispatcher({
    db: platform.db,
    subscribers,
    log: app.log,
    timing: options.domainEventTiming,
  });
  options.onDispatcher?.(dispatcher);
  // Started on listen, so that a test serving through inject() never delivers behind its back.
  app.addHook('onListen', async () => dispatcher.start());
  app.addHook('onClose', () => dispatcher.stop());
}

export interface LogStream {
  write(line: string): void;
}

/** JSON lines (pretty on a developer's terminal) without cookies, credentials or secrets from addresses. */
function loggerOptions(config: Config, stream: LogStream | undefined): object {
  const pretty = !config.isProduction && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestLogSerializer(PLATFORM_ADDRESS_SECRETS) },
    ...(stream ? { stream } : pretty ? { transport: PRETTY_LOG_TRANSPORT } : {}),
  };
}

/**
 * In development compact request lines, on a terminal or not (CompactRequestLog: routine reads summed up once a
 * minute); production and tests keep Fastify's two JSON lines per request.
 */
function requestLogOptions(config: Pick<Config, 'env'>): { logController?: CompactRequestLog } {
  return config.env === 'development'
    ? { logController: new CompactRequestLog(PLATFORM_ADDRESS_SECRETS) }
    : {};
}
