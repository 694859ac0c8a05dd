import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-platform.ts';

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  return dir;
}

describe('crafted paths that name another site', () => {
  const t = useTestApp('pglite', { config: { WEB_DIST_DIR: fakeWebBuild() } });

  it.each([
    '/en//evil.example',
    '//evil.example',
    '/de//evil.example/x',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('%s gets the app page, never a redirect', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('<title>app</title>');
  });
});
