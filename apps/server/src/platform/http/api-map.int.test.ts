import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MAP, ENDPOINTS, type EndpointName } from '@casino/contracts/api-map';
import { buildApp } from '../../app.ts';
import { createMemoryBus } from '../bus/memory-bus.ts';
import {
  createTestDatabase,
  databaseKinds,
  testConfig,
  useTestApp,
  type TestDatabase,
} from '../../test/test-platform.ts';

const names = Object.keys(ENDPOINTS) as EndpointName[];

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string } | undefined> | undefined>;
}

/** `/games/:id/launch` as OpenAPI writes it: `/api/games/{id}/launch`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe.each(databaseKinds)('the API map on %s', (kind) => {
  const registered = new Map<string, number>();
  const test = useTestApp(kind, {
    onRoute: (route) => {
      const name = route.config?.endpoint;
      if (name && route.method !== 'HEAD') registered.set(name, (registered.get(name) ?? 0) + 1);
    },
  });

  it('registers every endpoint of the map exactly once, and nothing the map does not name', () => {
    expect(names.filter((name) => registered.get(name) !== 1)).toEqual([]);
    expect([...registered.keys()].filter((name) => !(name in ENDPOINTS))).toEqual([]);
  });

  it('lists every endpoint of the map in the OpenAPI document, with its summary', async () => {
    const document = (await test.app.inject('/api/openapi.json')).json<OpenApiDocument>();
    const missing = names.filter((name) => {
      const { method, path, summary } = API_MAP[name];
      return document.paths[openApiPath(path)]?.[method.toLowerCase()]?.summary !== summary;
    });
    expect(missing).toEqual([]);
  });
});

describe('an /api route outside the map', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('stops the server at start', async () => {
    const platform = {
      config: testConfig(),
      database,
      db: database.db,
      bus: createMemoryBus(),
      authenticate: async () => null,
    };
    const app = await buildApp(platform, { logger: false });
    expect(() => app.get('/api/unmapped', { config: { access: 'public' } }, async () => 'x')).toThrow(
      /not registered from the API map/,
    );
    await app.close();
  });
});
