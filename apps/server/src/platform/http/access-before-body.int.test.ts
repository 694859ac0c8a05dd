import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipartBody, SAMPLES } from '../../modules/verification/verification.test-support.ts';
import { MANY_REGISTRATIONS, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { useTestApp } from '../../test/test-platform.ts';

const json = { 'content-type': 'application/json' };
/** Bodies the routes below would refuse with 400: wrong fields, and no JSON at all. */
const invalidBodies: ReadonlyArray<Pick<InjectOptions, 'headers' | 'payload'>> = [
  { headers: json, payload: JSON.stringify({ firstName: 42, unknown: true }) },
  { headers: json, payload: '{"oldPassword":' },
  { headers: json, payload: JSON.stringify({ oversized: 'x'.repeat(2 * 1024 * 1024) }) },
];
const writes = [
  { method: 'PUT', url: '/api/me/profile' },
  { method: 'POST', url: '/api/me/password' },
  { method: 'PUT', url: '/api/me/language' },
] as const;

describe('the access guard runs before the body is read', () => {
  const t = useTestApp('pglite', { config: MANY_REGISTRATIONS });
  const errorCode = (response: { json: <T>() => T }) =>
    response.json<{ error: { code: string } }>().error.code;

  it('answers a guest 401 on a signed-in route, whatever the body', async () => {
    for (const route of writes)
      for (const body of invalidBodies) {
        const response = await t.app.inject({ ...route, ...body });
        expect(response.statusCode, route.url).toBe(401);
        expect(errorCode(response)).toBe('unauthorized');
      }
    const upload = multipartBody('id.png', SAMPLES.png, 'image/png');
    const guestUpload = await t.app.inject({
      method: 'POST',
      url: '/api/me/verification/photo_id',
      headers: upload.headers,
      payload: upload.payload,
    });
    expect(guestUpload.statusCode).toBe(401);
  });

  it('answers a signed-in write without its CSRF token 403 csrf_failed, whatever the body', async () => {
    const player: TestSession = await registerPlayer(t.app);
    for (const route of writes)
      for (const body of invalidBodies) {
        const response = await t.app.inject({ ...route, ...body, cookies: player.cookies });
        expect(response.statusCode, route.url).toBe(403);
        expect(errorCode(response)).toBe('csrf_failed');
      }
  });

  it('answers a player 403 on a staff route before validating the body', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/users/${player.userId}/role`,
      cookies: player.cookies,
      headers: { ...player.headers, ...json },
      payload: '{"role":',
    });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('forbidden');
  });

  it('still validates the body of a caller who may write', async () => {
    const player = await registerPlayer(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      cookies: player.cookies,
      headers: { ...player.headers, ...json },
      payload: JSON.stringify({ firstName: 42 }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('validation_failed');
  });
});
