import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-steps.ts';
import { expectStatus, playerInfo } from './api-steps.ts';
import {
  EN,
  gotoApp,
  isDesktop,
  pathOf,
  publishUserMessage,
  scrollToFooter,
  storageItem,
  waitForApp,
} from './helpers.ts';

/** Spec §2.9 (modals), §4 (toasts, cookie banner, preloader) and §8 (user message events). */

test.use({ serviceWorkers: 'block' });

const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** The search opener of the layout: the header box on desktop, the bottom bar button on phones. */
function searchOpener(page: Page, desktop: boolean): Locator {
  return desktop
    ? page.getByRole('banner').getByRole('button', { name: EN.searchBox })
    : page.getByRole('navigation', { name: EN.bottomBar }).getByRole('button', { name: 'Search' });
}

test.describe('modals', () => {
  test('focus stays inside the open dialog; Escape closes it and gives focus back', async ({
    page,
  }, testInfo) => {
    await gotoApp(page, '/');
    const opener = searchOpener(page, isDesktop(testInfo));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: EN.modalTitles.SEARCH });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = dialog.getByRole('combobox', { name: 'Search games and providers' });
    await expect(field).toBeVisible();
    expect(await focusIsInside(dialog)).toBe(true);

    const close = dialog.getByRole('button', { name: EN.close });
    await close.focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    // Tab from the last control wraps to the first; Shift+Tab from the first wraps to the last.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(field).toBeFocused();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the last opened modal is remembered and forgotten when it closes', async ({ page }) => {
    await gotoApp(page, '/');
    expect(await storageItem(page, 'lastOpenedModal')).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: EN.signup }).click();
    const dialog = page.getByRole('dialog', { name: EN.modalTitles.SIGNUP });
    await expect(dialog).toBeVisible();
    expect(await storageItem(page, 'lastOpenedModal')).toBe('SIGNUP');
    // Focus starts on the first field and stays inside the dialog both ways round.
    const first = dialog.getByRole('textbox').first();
    await expect(first).toBeFocused();
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await storageItem(page, 'lastOpenedModal')).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: EN.signup })).toBeFocused();
  });

  test('the search field has the focus when search opens the first time', async ({ page }, testInfo) => {
    await gotoApp(page, '/');
    await searchOpener(page, isDesktop(testInfo)).click();
    const dialog = page.getByRole('dialog', { name: EN.modalTitles.SEARCH });
    await expect(dialog.getByRole('combobox')).toBeFocused({ timeout: 1_000 });
  });
});

test.describe('cookie banner and preloader', () => {
  test('the cookie banner shows until Okay is pressed and stays away after a reload', async ({ page }) => {
    await gotoApp(page, '/', { acceptCookies: false });
    const banner = page.getByRole('region', { name: EN.cookieTitle });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/info_pages/privacy_policy',
    );
    expect(await storageItem(page, 'cookiesAccepted')).toBeNull();

    await banner.getByRole('button', { name: EN.cookieAccept }).click();
    await expect(banner).toBeHidden();
    expect(await storageItem(page, 'cookiesAccepted')).toBe('true');

    await page.reload();
    await waitForApp(page);
    await scrollToFooter(page);
    await expect(banner).toBeHidden();
  });

  test('the preloader hides about 2 s after the page has loaded', async ({ page }) => {
    // Watch the preloader from inside the page, so that the test runner's own delays cannot matter.
    await page.addInitScript(() => {
      const record = { shownAt: -1, shownVisible: false, changedAt: -1, loadAt: -1 };
      Object.assign(window, { preloaderRecord: record });
      window.addEventListener('load', () => {
        record.loadAt = performance.now();
      });
      new MutationObserver(() => {
        const element = document.querySelector('[data-testid="preloader"]');
        if (!element || record.shownAt >= 0) return;
        record.shownAt = performance.now();
        record.shownVisible = getComputedStyle(element).visibility === 'visible';
        new MutationObserver(() => {
          if (record.changedAt < 0) record.changedAt = performance.now();
        }).observe(element, { attributes: true, attributeFilter: ['class'] });
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoApp(page, '/', { ready: 'shell' });
    const preloader = page.getByTestId('preloader');
    await expect(preloader).toBeHidden({ timeout: 6_000 });

    const record = await page.evaluate(
      () => (window as unknown as { preloaderRecord: Record<string, number | boolean> }).preloaderRecord,
    );
    expect(record.shownVisible, 'the preloader is visible when it appears').toBe(true);
    const from = Math.max(Number(record.loadAt), Number(record.shownAt));
    const hiddenAfter = Number(record.changedAt) - from;
    expect(hiddenAfter).toBeGreaterThanOrEqual(1_950);
    expect(hiddenAfter).toBeLessThan(3_500);
  });
});

test.describe('realtime user messages', () => {
  // The dev route broadcasts to every guest: one project and one worker are enough, and each message carries
  // a unique tag so that no test mistakes another run's toast for its own.
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'the toast stack does not depend on the width');

  const tag = () => randomUUID().slice(0, 8);

  /**
   * A signed-in player's page (messages are addressed to a player, whose page keeps the realtime channel open):
   * signed up through the API, then the page reloaded with the session. Answers the player's id.
   */
  async function signedInPage(page: Page): Promise<string> {
    await gotoApp(page, '/', { realtime: true });
    const registered = await page.request.post('/api/auth/register', {
      data: {
        email: uniqueEmail('toasts'),
        password: 'Lumen#Toast1',
        currency: 'EUR',
        country: 'DE',
        language: 'en',
        acceptTerms: true,
      },
    });
    await expectStatus(registered, 201);
    await page.reload();
    await expect(page.getByTestId('player-balance')).toBeVisible();
    return (await playerInfo(page)).id;
  }

  /**
   * Publishes until the page's socket is connected and the toast shows: a message published before the socket
   * is open reaches nobody. Each attempt has its own text, so a late duplicate can never be mistaken for it.
   */
  async function publishUntilShown(page: Page, userId: string, text: string): Promise<Locator> {
    let attempt = 0;
    let toast = page.getByRole('button', { name: text });
    await expect(async () => {
      attempt += 1;
      const attemptText = `${text} (${attempt})`;
      toast = page.getByRole('status').getByRole('button', { name: attemptText });
      await publishUserMessage(page, { messageType: 'success', text: attemptText, userId });
      await expect(toast).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 15_000 });
    return toast;
  }

  test('success and failure messages show toasts that close on click; a message without a type shows none', async ({
    page,
  }) => {
    const userId = await signedInPage(page);
    const id = tag();
    const success = await publishUntilShown(page, userId, `Welcome bonus credited ${id}`);
    await expect(success).toContainText('Welcome bonus credited');
    await success.click();
    await expect(success).toHaveCount(0);

    const failureText = `Withdrawal rejected ${id}`;
    await publishUserMessage(page, { messageType: 'failure', text: failureText, userId });
    const failure = page.getByRole('alert').getByRole('button', { name: new RegExp(failureText) });
    await expect(failure).toBeVisible();
    await failure.click();
    await expect(failure).toHaveCount(0);

    const untypedText = `No type ${id}`;
    await publishUserMessage(page, { text: untypedText, userId });
    // Frames arrive in order: once a later message shows, the untyped one has been handled (and ignored).
    const markerText = `Marker ${id}`;
    await publishUserMessage(page, { messageType: 'info', text: markerText, userId });
    await expect(
      page.getByRole('status').getByRole('button', { name: new RegExp(markerText) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(untypedText) })).toHaveCount(0);
    expect(pathOf(page)).toBe('/');
  });

  test('toasts close by themselves after 8 seconds', async ({ page }) => {
    await page.clock.install();
    const userId = await signedInPage(page);
    // Time stands still until the test moves it, so however long the toast takes to be seen, its 8 s start together.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const toast = await publishUntilShown(page, userId, `Free spins added ${tag()}`);
    await page.clock.runFor(7_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });
});
