import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-platform.ts';
import { verificationAccessCases } from './verification.access-cases.ts';
import { createVerificationTestApp } from './verification.test-support.ts';

describe('verificationAccessCases', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: { method: string; url: string; access: unknown }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'verification-cases-')), {
      temporary: true,
    });
    ({ app } = await createVerificationTestApp(database, storage, new Map(), (route) => routes.push(route)));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('has exactly one row per verification route, with the access the route declares', () => {
    const declared = routes.map(({ method, url, access }) => ({ method, url, access }));
    const cases = verificationAccessCases.map(({ method, url, access }) => ({
      method,
      url: url.replace('/photo_id', '/:kind'),
      access,
    }));
    expect(cases).toEqual(expect.arrayContaining(declared));
    expect(declared).toEqual(expect.arrayContaining(cases));
    expect(cases).toHaveLength(declared.length);
  });
});
