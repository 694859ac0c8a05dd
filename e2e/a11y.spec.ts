import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  EN,
  expectNoSeriousA11yViolations,
  gotoApp,
  scrollToFooter,
  isDesktop,
  isPhone,
  navigateInApp,
  screenshot,
} from './helpers.ts';

/**
 * Accessibility and look of every screen at both widths: an axe-core scan (WCAG 2.1 A and AA, serious and
 * critical impact fail), a full-page screenshot kept in artifacts/screenshots/<project>/, keyboard access and
 * no horizontal scrolling.
 */

test.use({ serviceWorkers: 'block' });

/** Waits until finite CSS animations and transitions are over (the preloader's endless sweep is left alone). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.all(running);
  });
}

/** The footer's link columns have loaded (the footer is part of every screen). */
async function footerLoaded(page: Page): Promise<void> {
  await scrollToFooter(page);
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: EN.footerLinks })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'License' })).toBeVisible();
}

/** Scans the screen as it is now and keeps its full-page screenshot. */
async function check(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, testInfo, name);
  await expectNoSeriousA11yViolations(page, testInfo, name);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a11y and look: main page, sign-up modal, and the drawer (phone) or collapsed sidebar (desktop)', async ({
  page,
}, testInfo) => {
  // The main page now carries the carousels' tiles: the axe scans of the whole page take longer.
  testInfo.setTimeout(60_000);
  await gotoApp(page, '/');
  await footerLoaded(page);
  await expect(heading(page, EN.heroTitle)).toBeVisible();
  await check(page, testInfo, 'main');

  await page.getByRole('banner').getByRole('button', { name: EN.signup }).click();
  const dialog = page.getByRole('dialog', { name: EN.modalTitles.SIGNUP });
  await expect(dialog.getByRole('textbox').first()).toBeFocused();
  await check(page, testInfo, 'signup-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const toggle = page.getByRole('banner').getByRole('button', { name: EN.menu });
  const sidebar = page.getByRole('navigation', { name: EN.sidebar });
  await toggle.click();
  if (isDesktop(testInfo)) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await sidebar.getByRole('button', { name: 'Casino games' }).click();
    await expect(page.getByRole('group', { name: 'Casino games' })).toBeVisible();
    await check(page, testInfo, 'sidebar-collapsed');
  } else {
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: /^Casino games/ }).click();
    await expect(sidebar.getByRole('link', { name: 'Megaways' })).toBeVisible();
    await check(page, testInfo, 'drawer');
  }
});

test('a11y and look: FAQ with an open answer, and an information page', async ({ page }, testInfo) => {
  await gotoApp(page, '/faq');
  await footerLoaded(page);
  await expect(heading(page, EN.faqTitle)).toBeVisible();
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await check(page, testInfo, 'faq');

  await navigateInApp(page, '/info_pages/privacy_policy');
  await expect(heading(page, 'Privacy policy')).toBeVisible();
  await check(page, testInfo, 'info-page');
});

test('a11y and look: 404, a coming-soon screen and the install page', async ({ page }, testInfo) => {
  await gotoApp(page, '/no/such/page');
  await footerLoaded(page);
  await expect(heading(page, EN.notFoundTitle)).toBeVisible();
  await check(page, testInfo, 'not-found');

  await navigateInApp(page, '/tournaments');
  await expect(heading(page, 'Tournaments')).toBeVisible();
  await check(page, testInfo, 'coming-soon');

  await navigateInApp(page, '/install-app');
  await expect(heading(page, EN.installTitle)).toBeVisible();
  await check(page, testInfo, 'install-app');
});

test('keyboard: the skip link comes first, then the header controls in order', async ({ page }, testInfo) => {
  await gotoApp(page, '/');
  const skip = page.getByRole('link', { name: EN.skipToContent });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  // It shows itself when focused.
  await expect(skip).toBeInViewport();

  const header = page.getByRole('banner');
  const order = [
    header.getByRole('button', { name: EN.menu }),
    header.getByRole('link', { name: EN.logoHome }),
    ...(isDesktop(testInfo) ? [header.getByRole('button', { name: EN.searchBox })] : []),
    header.getByRole('button', { name: EN.login }),
    header.getByRole('button', { name: EN.signup }),
  ];
  for (const control of order) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }

  // The skip link moves the focus to the main region, past the header and the sidebar.
  await page.keyboard.press('Shift+Tab');
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign up and claim' })).toBeFocused();
});

test('keyboard: every visible control of the page can be reached with Tab', async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  await gotoApp(page, '/');
  await footerLoaded(page);
  const total = await page.evaluate(() => {
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element) event.target.setAttribute('data-e2e-focused', '');
    });
    const selector =
      'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea, [role="button"], [role="link"]';
    // A tab list is one Tab stop: its other tabs (tabindex -1) are reached with the arrow keys.
    const candidates = [...document.querySelectorAll(selector)].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[inert]') &&
        !(element.getAttribute('role') === 'tab' && element.getAttribute('tabindex') === '-1'),
    );
    candidates.forEach((element) => element.setAttribute('data-e2e-control', ''));
    return candidates.length;
  });
  expect(total).toBeGreaterThan(isPhone(testInfo) ? 20 : 40);

  // Tab until every counted control has had the focus (bounded): a carousel reads its next page as the focus
  // nears its end, so more tiles stand before the footer than were counted.
  const unreached = () =>
    page.evaluate(() => document.querySelectorAll('[data-e2e-control]:not([data-e2e-focused])').length);
  for (let i = 0; i < total * 6 + 50 && (i % 25 !== 0 || (await unreached()) > 0); i += 1)
    await page.keyboard.press('Tab');

  const unreachable = await page.evaluate(() =>
    [...document.querySelectorAll('[data-e2e-control]:not([data-e2e-focused])')].map(
      (element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
    ),
  );
  expect(unreachable, 'controls Tab never reached').toEqual([]);
});

test('layout: no horizontal scrolling at any breakpoint', async ({ page }, testInfo) => {
  await gotoApp(page, '/');
  await footerLoaded(page);
  const widths = isDesktop(testInfo) ? [768, 1024, 1280, 1440] : [375];
  for (const width of widths) {
    if (isDesktop(testInfo)) await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `scroll width at ${width}px`,
      })
      .toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => window.innerWidth)).toBe(width);
  }
});
