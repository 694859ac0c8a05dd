import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@casino/contracts';
import { useTestApp } from '../../test/test-platform.ts';

const json = { 'content-type': 'application/json' };

/** Requests the router, the body parsers or the validators refuse, and the status each gets. */
const refusals: Array<[string, InjectOptions, number]> = [
  ['a bad percent-encoding in an API path', { url: '/api/games/%E0%A4%A' }, 400],
  ['a bad percent-encoding in an app path', { url: '/games/%E0%A4%A' }, 400],
  ['a path parameter beyond maxParamLength', { url: `/api/games/${'a'.repeat(200)}` }, 414],
  [
    'a long path parameter on a write',
    { method: 'POST', url: `/api/games/${'a'.repeat(200)}/launch`, headers: json, payload: '{}' },
    414,
  ],
  ['a query value of the wrong type', { url: '/api/games?page=abc' }, 400],
  ['a query value with a bad percent-encoding', { url: '/api/content/faq?lang=%ZZ' }, 400],
  ['a query parameter given twice', { url: '/api/content/faq?lang=en&lang=de' }, 400],
  [
    'an unsupported content type',
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    },
    415,
  ],
  ['malformed JSON', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' }, 400],
  [
    'a body beyond the size limit',
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    },
    413,
  ],
  [
    'a body shorter than its Content-Length',
    {
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...json, 'content-length': '50' },
      payload: '{}',
    },
    400,
  ],
];

describe('router-level failures', () => {
  const t = useTestApp('pglite');

  it.each(refusals)('%s answers in the contract error format', async (_name, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(ERROR_CODES).toContain(body.error.code);
    expect(typeof body.error.message).toBe('string');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not repeat an address that may hold a token', async () => {
    const token = 'Zk3vQ9xTtokenthatmustnotleak';
    for (const url of [`/reset-password/${token}%E0%A4%A`, `/api/games/${token}${'a'.repeat(120)}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain(token);
    }
  });
});
