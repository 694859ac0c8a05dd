import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EN, gotoApp, isDesktop, isPhone } from './helpers.ts';

/** Spec §2.2 install-app, §2.8 install banner, §4 "Install as app", §7 service worker and offline shell. */

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Manifest {
  display: string;
  start_url: string;
  scope: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the web manifest is standalone with icons of 192 and 512 px that load', async ({
  request,
}, testInfo) => {
  test.skip(!isDesktop(testInfo), 'HTTP only: runs in the desktop project');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find(
      (entry) => entry.sizes === size && (entry.purpose ?? 'any').includes('any'),
    );
    expect(icon, `an icon of ${size}`).toBeTruthy();
    const image = await request.get(icon?.src ?? '');
    expect(image.status(), icon?.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test.describe('service worker', () => {
  test.skip(({ isMobile }) => isMobile, 'the service worker does not depend on the width');

  test('the worker controls the site root and the app shell opens offline', async ({ page, context }) => {
    await gotoApp(page, '/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return {
        scope: ready.scope,
        active: ready.active?.state ?? null,
        script: ready.active?.scriptURL ?? '',
      };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(registration.active).toMatch(/activat(ing|ed)/);
    expect(registration.script).toMatch(/\/sw\.js$/);

    // The worker claims the page; then the precached shell answers without the network.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: EN.heroTitle })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: EN.menu })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('Chromium reports no installability errors', async ({ playwright }, testInfo) => {
    // Browser contexts are incognito, which Chromium never offers to install: use a real profile.
    const profile = await mkdtemp(join(tmpdir(), 'casino-e2e-profile-'));
    const { launchOptions, baseURL, viewport } = testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await gotoApp(page, '/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

test.describe('installing', () => {
  test.use({ serviceWorkers: 'block' });

  test('the install page shows the steps for every device; the banner is a phone thing', async ({
    page,
  }, testInfo) => {
    await gotoApp(page, '/');
    const banner = page.getByRole('complementary', { name: EN.installBanner });
    if (isPhone(testInfo)) {
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner).toBeHidden();
    } else {
      await expect(banner).toBeHidden();
    }

    await gotoApp(page, '/install-app');
    await expect(page.getByRole('heading', { level: 1, name: EN.installTitle })).toBeVisible();
    for (const platform of ['Android (Chrome)', 'iPhone and iPad (Safari)', 'Computer (Chrome or Edge)']) {
      await expect(page.getByRole('heading', { level: 2, name: platform })).toBeVisible();
    }
    await expect(page.getByText('Scroll down and tap “Add to Home Screen”.')).toBeVisible();
    // Either the browser offered installation (a button) or the player follows the steps.
    await expect(
      page
        .getByRole('button', { name: 'Install now' })
        .or(page.getByText('Follow the steps for your device below.')),
    ).toBeVisible();
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_USER_AGENT });

    test.skip(({ isMobile }) => !isMobile, 'the install banner is shown on phones');

    test('the install banner opens the iOS set-up steps', async ({ page }) => {
      await gotoApp(page, '/');
      await page
        .getByRole('complementary', { name: EN.installBanner })
        .getByRole('button', { name: 'Install' })
        .click();
      const dialog = page.getByRole('dialog', { name: EN.modalTitles.IOS_SETUP_MODAL });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText('Install the app on your iPhone or iPad in three steps in Safari:'),
      ).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
