import { expect, test, type Page } from '@playwright/test';
import { EN, expectPath, gotoApp, navigateInApp, pathOf, storageItem } from './helpers.ts';

/**
 * Spec §2.1–§2.6: the route table as a guest sees it. Each test opens its first address with a page load (a
 * visitor following a link) and reaches the next ones inside the running app (history navigation).
 */

test.use({ serviceWorkers: 'block' });

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1, name: EN.heroTitle });

async function expectMain(page: Page): Promise<void> {
  await expectPath(page, '/');
  await expect(mainHeading(page)).toBeVisible();
}

async function expectNotFound(page: Page): Promise<void> {
  await expectPath(page, '/404');
  await expect(page.getByRole('heading', { level: 1, name: EN.notFoundTitle })).toBeVisible();
  await expect(page.getByText(EN.notFoundDescription)).toBeVisible();
  await expect(page.getByRole('link', { name: EN.notFoundAction })).toBeVisible();
}

test('an unknown route opened directly shows the 404 page', async ({ page }) => {
  await gotoApp(page, '/no/such/page');
  await expectNotFound(page);
});

test('the page scrolls back to the top after navigating', async ({ page }) => {
  await gotoApp(page, '/info_pages/privacy_policy');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await link.click();
  await expect(page).toHaveURL(/\/info_pages\/cookie_policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1_500 }).toBe(0);
});

test.describe('route logic', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'redirects and storage do not depend on the width: desktop project only',
  );

  test('the main page renders; /de shows the German texts and html lang="de"', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(pathOf(page)).toBe('/');

    await gotoApp(page, '/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Über [\d,]+ Spiele/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(pathOf(page)).toBe('/de');
  });

  test('unsupported language segments, unknown routes and unknown categories show the 404 page', async ({
    page,
  }) => {
    await gotoApp(page, '/xx/faq');
    await expectNotFound(page);

    await navigateInApp(page, '/games/slots');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await navigateInApp(page, '/games/not-a-category');
    await expectNotFound(page);

    // Development-only screens are not in the production build.
    await navigateInApp(page, '/mock-modals');
    await expectNotFound(page);

    await navigateInApp(page, '/no/such/page');
    await expectNotFound(page);
    await page.getByRole('link', { name: EN.notFoundAction }).click();
    await expectMain(page);
  });

  test('protected account routes and payment results send guests to the main page', async ({ page }) => {
    await gotoApp(page, '/profile');
    await expectMain(page);
    for (const path of [
      '/balance/payment-history',
      '/withdrawal',
      '/deposit-failure/x',
      '/deposit-return/',
    ]) {
      await navigateInApp(page, '/tournaments');
      await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
      await navigateInApp(page, path);
      await expectMain(page);
    }
  });

  test('/registration, /login and /welcome-back open their modal and the address becomes /', async ({
    page,
  }) => {
    await gotoApp(page, '/registration');
    await expect(page.getByRole('dialog', { name: EN.modalTitles.SIGNUP })).toBeVisible();
    await expectMain(page);

    await page.keyboard.press('Escape');
    await navigateInApp(page, '/login');
    await expect(page.getByRole('dialog', { name: EN.modalTitles.LOGIN })).toBeVisible();
    await expectPath(page, '/');

    await page.keyboard.press('Escape');
    await navigateInApp(page, '/welcome-back');
    await expect(page.getByRole('dialog', { name: EN.modalTitles.WELCOME_BACK })).toBeVisible();
    await expectPath(page, '/');
  });

  test('/deposit as a guest opens the sign-up modal, then the main page', async ({ page }) => {
    await gotoApp(page, '/deposit');
    await expect(page.getByRole('dialog', { name: EN.modalTitles.SIGNUP })).toBeVisible();
    await expectMain(page);
  });

  test('a session return with an error shows the message as an error toast and ends on main', async ({
    page,
  }) => {
    await gotoApp(page, '/reauth/abc?status=error&message=Session%20expired');
    await expect(page.getByRole('alert').getByRole('button', { name: /Session expired/ })).toBeVisible();
    await expectMain(page);
  });

  test('/action stores its data value and goes to main', async ({ page }) => {
    await gotoApp(page, '/action?data=xyz');
    await expectMain(page);
    expect(await storageItem(page, 'actionData')).toBe('xyz');
  });

  test('the sportsbook needs the permission flag; the parameter sets it and is removed', async ({ page }) => {
    await gotoApp(page, '/sport');
    await expectMain(page);
    expect(await storageItem(page, 'sportPermission')).toBeNull();

    await navigateInApp(page, '/sport?sportPermission=enabled');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
    await expect(page.getByRole('main').getByText(EN.comingSoon)).toBeVisible();
    await expectPath(page, '/sport');
    expect(await storageItem(page, 'sportPermission')).toBe('enabled');
  });

  test('a screen of a later release shows its title and the "opens soon" line', async ({ page }) => {
    await gotoApp(page, '/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await expect(page.getByRole('main').getByText(EN.comingSoon)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to the lobby' }).click();
    await expectMain(page);
  });
});
