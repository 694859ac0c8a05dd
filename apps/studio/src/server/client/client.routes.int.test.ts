import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioApp } from '../app.ts';
import { startStudio } from '../test-support/studio-test-app.ts';

const PLATFORM = 'http://platform.test';
const PAGE =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/studio/client/assets/index-abc123.js"></script></body></html>';

let folder: string;
let studio: StudioApp;
let unbuilt: StudioApp;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studio-client-'));
  const clientDir = join(folder, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("game");');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(folder, 'secret.txt'), 'not for players');
  studio = await startStudio(PLATFORM, undefined, { clientDir });
  unbuilt = await startStudio(PLATFORM, undefined, { clientDir: join(folder, 'missing') });
});
afterAll(async () => {
  await studio.app.close();
  await unbuilt.app.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the game client page', () => {
  it.each(['/studio/play/mighty-valhalla?mode=demo&lang=de', '/studio/fairness?lang=fr'])(
    '%s answers the client page under its content policy, framed by the platform only',
    async (url) => {
      const response = await studio.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; img-src 'self' data:; connect-src 'self'; style-src 'self'; script-src 'self'; " +
          `base-uri 'none'; form-action 'none'; frame-ancestors 'self' ${PLATFORM}`,
      );
    },
  );

  it('serves hashed assets for a year and keeps the API answers framed as before', async () => {
    const script = await studio.app.inject({ url: '/studio/client/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("game");');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await studio.app.inject({ url: '/studio/client/assets/index-abc123.css' });
    expect(style.headers['content-type']).toContain('text/css');

    const catalogue = await studio.app.inject({ url: '/studio/api/games' });
    expect(catalogue.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${PLATFORM}`);
  });

  it('refuses files outside the client folder and unknown files', async () => {
    for (const url of [
      '/studio/client/..%2fsecret.txt',
      '/studio/client/assets/..%2f..%2fsecret.txt',
      '/studio/client/%2e%2e/secret.txt',
      '/studio/client/assets',
      '/studio/client/assets/nothing.js',
    ]) {
      const response = await studio.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for players');
    }
  });

  it('says how to build the client when it is missing', async () => {
    for (const url of [
      '/studio/play/mighty-valhalla',
      '/studio/fairness',
      '/studio/client/assets/index-abc123.js',
    ]) {
      const response = await unbuilt.app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('npm run build -w @casino/studio');
    }
  });
});
