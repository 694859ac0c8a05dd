import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { csrfHeader } from './api-steps.ts';

/**
 * Shared steps of the end-to-end tier. Tests speak the player's language: roles, accessible names and the
 * English texts of apps/web/src/locales/en.
 */

/** English texts the tests assert (apps/web/src/locales/en/*.json). */
export const EN = {
  skipToContent: 'Skip to content',
  menu: 'Main menu',
  logoHome: 'Lumen Casino – main page',
  login: 'Log in',
  signup: 'Sign up',
  searchBox: 'Search games and providers',
  searchIcon: 'Search games',
  sidebar: 'Site navigation',
  closeMenu: 'Close menu',
  close: 'Close',
  comingSoon: 'This section opens soon',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The page you are looking for does not exist or has moved.',
  notFoundAction: 'Back to the main page',
  // With the catalogue's count once it is known; without a number before that, or offline.
  heroTitle: /(Over [\d,]+ games|Casino games) in one bright lobby/,
  faqTitle: 'Frequently asked questions',
  cookieTitle: 'Cookie notice',
  cookieAccept: 'Okay',
  bottomBar: 'Quick navigation',
  footerLinks: 'Information',
  footerLanguage: 'Language',
  liveChat: 'Live chat',
  /** What the live-chat controls offer without a chat service. */
  emailSupport: 'E-mail support',
  payments: 'Payment methods',
  paymentsMore: 'And more',
  installTitle: 'Install the app',
  installBanner: 'Install the app',
  modalTitles: {
    LOGIN: 'Log in',
    SIGNUP: 'Sign up',
    SEARCH: 'Search games',
    WELCOME_BACK: 'Welcome back',
    IOS_SETUP_MODAL: 'Add to Home Screen',
  },
} as const;

/** German texts asserted after a language switch (apps/web/src/locales/de). */
export const DE = {
  faqTitle: 'Häufig gestellte Fragen',
  login: 'Anmelden',
} as const;

export interface AppOptions {
  /** Store cookiesAccepted='true' before the app starts, so the banner never covers the page (default true). */
  acceptCookies?: boolean;
  /**
   * Connect the realtime channel to the server (default false). The dev message route broadcasts to every
   * guest, so tests that do not look at toasts get a silent in-page socket instead and stay isolated.
   */
  realtime?: boolean;
  /** What marks the screen as ready: a visible h1 in the main region (default) or just the shell. */
  ready?: 'heading' | 'shell';
}

const prepared = new WeakSet<BrowserContext>();

/** Seeds storage and isolates the realtime channel once per browser context. */
export async function prepareContext(
  context: BrowserContext,
  { acceptCookies = true, realtime = false }: Pick<AppOptions, 'acceptCookies' | 'realtime'> = {},
): Promise<void> {
  if (prepared.has(context)) return;
  prepared.add(context);
  if (acceptCookies) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('cookiesAccepted', 'true');
      } catch {
        /* about:blank and opaque origins have no storage */
      }
    });
  }
  if (!realtime) {
    // A mocked socket: the page believes it is connected, nothing reaches it from the server.
    await context.routeWebSocket(/\/ws$/, () => undefined);
  }
}

/** Opens an app path and waits until the screen is rendered. */
export async function gotoApp(page: Page, path: string, options: AppOptions = {}): Promise<void> {
  await prepareContext(page.context(), options);
  await page.goto(path);
  await waitForApp(page, options.ready);
}

/** Scrolls to the end of the page, where the footer loads as it comes near, and waits for it. */
export async function scrollToFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Waits for the app's main region and, by default, the screen's h1 in it. */
export async function waitForApp(page: Page, ready: AppOptions['ready'] = 'heading'): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  if (ready === 'heading') await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Moves the running app to another address the way the browser's Back and Forward do (a history entry and a
 * popstate event): the router runs the route's loaders without a new page load. Callers assert what follows.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** Waits until the page's path and query are `expected` (redirects replace the address asynchronously). */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: 'path and query of the address' }).toBe(expected);
}

/** The path and query of the page's address. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Reads one localStorage key of the page. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export const isDesktop = (testInfo: TestInfo): boolean => testInfo.project.name === 'desktop';
export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/** Saves a full-page screenshot as artifacts/screenshots/<project>/<name>.png (and attaches it to the report). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(process.cwd(), 'artifacts', 'screenshots', testInfo.project.name);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled', scale: 'css' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page; any violation of impact serious or critical fails the test, listed in full. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.passes.length, 'axe-core ran its rules').toBeGreaterThan(10);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `[${violation.impact ?? '?'}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}`;
    })
    .join('\n');
  if (serious.length > 0) {
    await testInfo.attach(`axe-${name}.txt`, { body: report, contentType: 'text/plain' });
    console.log(`axe violations on ${name} (${testInfo.project.name}):\n${report}`);
  }
  // Soft: a test that scans several screens reports every one of them.
  expect.soft(serious, `serious or critical axe violations on ${name}:\n${report}`).toEqual([]);
}

/** Posts a user message event through the development route; it reaches every connected guest. */
export async function publishUserMessage(
  page: Page,
  data: { messageType?: string; text?: string; userId?: string },
): Promise<void> {
  // A signed-in page's cookies make this a signed-in write: it carries the CSRF header like the app's own.
  const headers = csrfHeader(await page.context().cookies());
  const response = await page.request.post('/api/dev/user-message', { data, headers });
  expect(response.status()).toBe(202);
}
