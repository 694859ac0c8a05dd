import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_MAP, type ApiEndpoint, type EndpointName } from '@casino/contracts/api-map';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API map entry the route was registered from (set by `registerEndpoint` only). */
    endpoint?: EndpointName;
  }
}

type SchemaKey = 'params' | 'querystring' | 'body' | 'response';
/** The schemas of an endpoint that Fastify validates and serializes with, so the handler's types follow them. */
type RouteSchemaOf<Name extends EndpointName> = Pick<
  ApiEndpoint<Name>,
  Extract<keyof ApiEndpoint<Name>, SchemaKey>
>;

/** A handler of one endpoint: its params, query, body and answers typed from the API map. */
export type EndpointHandler<Name extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<Name>,
  ZodTypeProvider
>;

/** What a route adds to its map entry: hooks, a body limit, its own rate limit or the country gate. */
export interface EndpointOptions {
  config?: Omit<FastifyContextConfig, 'access' | 'endpoint'>;
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
  bodyLimit?: number;
}

/**
 * Registers an endpoint of the API map (`@casino/contracts`, `src/api/`) on an `/api` scope: its method, path,
 * schemas, OpenAPI summary and tags and `config.access` all come from the map, so a route cannot drift from
 * what the client calls. Routes of /api registered any other way stop the server at start
 * (`requireApiMapRoutes`).
 */
export function registerEndpoint<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handler: EndpointHandler<Name>,
): void;
export function registerEndpoint<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  options: EndpointOptions,
  handler: EndpointHandler<Name>,
): void;
export function registerEndpoint<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  ...rest: [EndpointHandler<Name>] | [EndpointOptions, EndpointHandler<Name>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const endpoint: ApiEndpoint = API_MAP[name];
  const schema: FastifySchema & { summary: string; tags: readonly string[] } = {
    summary: endpoint.summary,
    tags: endpoint.tags,
    response: endpoint.response,
  };
  if ('params' in endpoint) schema.params = endpoint.params;
  if ('querystring' in endpoint) schema.querystring = endpoint.querystring;
  if ('body' in endpoint) schema.body = endpoint.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    config: { ...options.config, access: endpoint.access, endpoint: name },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * The /api routes that are not endpoints of the API map, each with why: none of them is a JSON endpoint a
 * client calls. (The WebSocket `/ws` and the payment provider's pages live outside /api.)
 */
export const ROUTES_OUTSIDE_API_MAP: Readonly<Record<string, string>> = {
  'GET /api/openapi.json': 'the OpenAPI document generated from the map itself',
  'GET /api/docs': 'the HTML page of the OpenAPI document',
  'GET /api/docs/docs.css': "the stylesheet of the server's HTML pages",
  'GET /api/dev/mailbox/page': 'development only: the HTML page of the mail outbox',
};

/**
 * Stops the server at start when an /api route is neither registered from the API map (`registerEndpoint`, at
 * the map's own method and path) nor one of the listed exceptions, so that every JSON endpoint is declared in
 * `@casino/contracts` once.
 */
export function requireApiMapRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD',
    );
    for (const method of methods) {
      const line = `${method} ${route.url}`;
      const name = route.config?.endpoint;
      if (name === undefined) {
        if (line in ROUTES_OUTSIDE_API_MAP) continue;
        throw new Error(`Route ${line} is not registered from the API map (@casino/contracts src/api)`);
      }
      const { method: mapped, path } = API_MAP[name];
      if (`${mapped} /api${path}` !== line)
        throw new Error(
          `Route ${line} is registered as ${name}, which the API map declares as ${mapped} ${path}`,
        );
    }
  });
}
