import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Role } from '@casino/rules';
import { registerErrorHandler } from '../../platform/errors.ts';
import {
  registerAccessGuard,
  requireAccessDeclarations,
  type Principal,
} from '../../platform/http/access.ts';
import type { Platform } from '../../platform/platform.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { testConfig } from '../../test/test-platform.ts';
import type { Database } from '../../platform/db/client.ts';
import { createMemoryBus } from '../../platform/bus/memory-bus.ts';
import { registerVerificationRoutes } from './verification.routes.ts';
import { createVerificationService } from './verification.service.ts';

export const TEST_USER_HEADER = 'x-test-user';

export function testPrincipal(role: Role): Principal {
  return { userId: randomUUID(), role, sessionId: randomUUID(), via: 'cookie', csrfToken: randomUUID() };
}

/**
 * The platform's HTTP pieces (validation, error handler, access guard) with the verification routes under
 * /api, signed in through a fake resolver: the header `x-test-user` names one of `principals`.
 */
export async function createVerificationTestApp(
  database: Database,
  storage: FileStorage,
  principals: Map<string, Principal>,
  onApiRoute?: (route: { method: string; url: string; access: unknown }) => void,
): Promise<{ app: FastifyInstance; platform: Platform }> {
  const platform: Platform = {
    config: testConfig(),
    database,
    db: database.db,
    bus: createMemoryBus(),
    authenticate: async (request) => {
      const id = request.headers[TEST_USER_HEADER];
      return typeof id === 'string' ? (principals.get(id) ?? null) : null;
    },
  };
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireAccessDeclarations(app);
  if (onApiRoute)
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && route.method !== 'HEAD')
        onApiRoute({ method: String(route.method), url: route.url, access: route.config?.access });
    });
  await app.register(
    async (api) => {
      registerAccessGuard(api, () => platform.authenticate);
      await registerVerificationRoutes(api, createVerificationService(platform, { storage }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, platform };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  filename: string,
  content: Buffer,
  declaredType = 'application/octet-stream',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${declaredType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but real-looking files of each accepted type, and some that must be refused. */
export const SAMPLES = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-jpeg')]),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\0\0\0\rIHDR-rest-of-png', 'latin1'),
  ]),
  bmp: (() => {
    const bytes = Buffer.alloc(58);
    bytes.write('BM', 0, 'latin1');
    bytes.writeUInt32LE(58, 2);
    bytes.writeUInt32LE(54, 10);
    bytes.writeUInt32LE(40, 14);
    return bytes;
  })(),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00PE\0\0', 'latin1'),
  html: Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
};
