import { expect, test } from '@playwright/test';

/**
 * The server around the player app: health, API errors, security and cache headers, API documentation.
 * These speak HTTP only, so they run once (desktop project).
 */

test.skip(({ isMobile }) => isMobile, 'HTTP only: runs in the desktop project');

test('health reports the database and an unknown API path is a JSON 404', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['content-type']).toContain('application/json');
  const body = (await health.json()) as { status: string; database: { ok: boolean; driver: string } };
  expect(body.status).toBe('ok');
  expect(body.database.ok).toBe(true);
  expect(body.database.driver).toBe('pglite');

  const missing = await request.get('/api/x');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
  const error = (await missing.json()) as { error: { code: string } };
  expect(error.error.code).toBe('not_found');
});

test('the page has a strict CSP and nosniff and preloads the first screen; hashed assets are immutable, index.html is never cached', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toContain('no-store');

  // An app route falls back to the same never-cached index.html.
  const route = await request.get('/faq');
  expect(route.status()).toBe(200);
  expect(route.headers()['cache-control']).toContain('no-store');

  const html = await page.text();
  // The lobby's first screen is requested from the HTML, beside the main script, not after it has run.
  expect(html, 'index.html preloads the main screen').toMatch(
    /<link rel="modulepreload"[^>]+href="\/assets\/main-screen-[^"]+\.js"/,
  );
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'index.html loads a hashed script from /assets').toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  const cache = asset.headers()['cache-control'] ?? '';
  expect(cache).toContain('max-age=31536000');
  expect(cache).toContain('immutable');
});

test('the API documentation lists the health endpoint and the OpenAPI document is 3.1', async ({
  page,
  request,
}) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
  await expect(page.getByRole('link', { name: 'GET /api/health' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toBeVisible();

  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  const doc = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(doc.paths)).toContain('/api/health');
});
