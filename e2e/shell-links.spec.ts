import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import enRoutes from '../apps/web/src/locales/en/routes.json' with { type: 'json' };
import enShell from '../apps/web/src/locales/en/shell.json' with { type: 'json' };
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { EN, gotoApp, isDesktop, pathOf, scrollToFooter } from './helpers.ts';

/**
 * No dead ends (§2.8): every link of the sidebar (groups, flyouts, menu cards, quick links), the footer and the
 * bottom bar opens a page that exists; the promo tiles open pages named like them; live chat, without a chat
 * service (none is configured in this build), offers the support e-mail the contact page names; the docked
 * sidebar keeps its collapsed or expanded state across reloads.
 *
 * Assumes the end-to-end build sets neither VITE_LIVE_CHAT_GLOBAL nor VITE_GAMIFICATION_GLOBAL, and the demo
 * content's support address support@lumen.casino.
 */

test.use({ serviceWorkers: 'block' });

const shell = enShell.shell;
const titles = enRoutes.routes.titles;
const SUPPORT_MAIL = 'mailto:support@lumen.casino';
const PASSWORD = 'Lumen#Play1';

/** The headings of the product's dead ends: the 404 page, an information page it cannot show, a crash. */
const DEAD_END = /^(Page not found|This page could not be loaded|Something went wrong)$/;

const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: EN.menu });
const sidebar = (page: Page) => page.getByRole('navigation', { name: EN.sidebar });
const footer = (page: Page) => page.getByRole('contentinfo');

/** The full sidebar: docked and expanded from 1280 px, the drawer on phones. */
async function showSidebar(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isDesktop(testInfo)) await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  // The sidebar's code loads after the first screen: wait for its links, not its placeholder.
  await expect(
    sidebar(page).getByRole('link', { name: shell.sidebar.links.tournaments }).first(),
  ).toBeVisible();
}

/** The site's own addresses the links lead to, hidden ones included (closed groups, flyouts, the bar). */
async function internalHrefs(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Opens `href` as a visitor following the link would, and checks that a real screen answers there. */
async function expectRealPage(page: Page, href: string): Promise<void> {
  await gotoApp(page, href);
  expect(pathOf(page), `${href} is not redirected (to the 404 page or elsewhere)`).toBe(href);
  await expect(page.locator('main h1').first(), `${href} is not a dead end`).not.toHaveText(DEAD_END);
}

test('every sidebar link, in its groups, flyouts and cards, opens a real page', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await gotoApp(page, '/');
  await showSidebar(page, testInfo);
  const links = sidebar(page).locator('a[href]');
  const hrefs = new Set(await internalHrefs(links));
  if (isDesktop(testInfo)) {
    // The collapsed sidebar holds the groups in flyouts: their links count too.
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('button', { name: shell.groups.jackpotsFlyout })).toBeVisible();
    for (const href of await internalHrefs(links)) hrefs.add(href);
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  }
  expect([...hrefs]).toEqual(
    expect.arrayContaining([
      '/tournaments',
      '/loyalty',
      '/jackpots',
      '/bonuses',
      '/bonus_shop',
      '/games/slots',
      '/games/live',
      '/games/live-vip',
      '/games/jackpots',
      '/games/jackpot-gold',
    ]),
  );

  // The support card offers the support e-mail, not a chat that does not exist.
  await expect(sidebar(page).getByRole('link', { name: shell.support.email })).toHaveAttribute(
    'href',
    SUPPORT_MAIL,
  );
  await expect(sidebar(page).getByRole('button', { name: shell.sidebar.cards.support })).toHaveCount(0);

  for (const href of hrefs) await expectRealPage(page, href);
});

test('every footer link opens a real page; partners open a new tab, support an e-mail', async ({ page }) => {
  test.setTimeout(150_000);
  await gotoApp(page, '/faq');
  await scrollToFooter(page);
  const columns = footer(page).getByRole('navigation', { name: EN.footerLinks });
  await expect(columns.getByRole('link').first()).toBeVisible();

  const support = columns.getByRole('list', { name: 'Support' });
  await expect(support.getByRole('link', { name: shell.support.email })).toHaveAttribute(
    'href',
    SUPPORT_MAIL,
  );
  await expect(footer(page).getByRole('link', { name: shell.support.email })).toHaveCount(2);
  for (const link of await footer(page).getByRole('link', { name: shell.support.email }).all())
    await expect(link).toHaveAttribute('href', SUPPORT_MAIL);
  await expect(footer(page).getByRole('button', { name: EN.liveChat })).toHaveCount(0);

  const partners = columns.getByRole('link', { name: /Affiliate program/ });
  await expect(partners).toHaveAttribute('href', /^https:\/\//);
  await expect(partners).toHaveAttribute('target', '_blank');

  const hrefs = await internalHrefs(footer(page).locator('a[href]'));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/', '/games/slots', '/jackpots', '/faq', '/info_pages/contact_us']),
  );
  for (const href of hrefs) await expectRealPage(page, href);

  // The contact page names the same address and never sends the player back to a chat.
  await gotoApp(page, '/info_pages/contact_us');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'support@lumen.casino' }).first()).toHaveAttribute(
    'href',
    SUPPORT_MAIL,
  );
  await expect(main).not.toContainText(/chat/i);
});

test('every bottom bar link opens a real page', async ({ page }, testInfo) => {
  await gotoApp(page, '/');
  // From 1024 px the bar is hidden (the header has search); its links are checked at both widths.
  const bar = page.locator(`nav[aria-label="${EN.bottomBar}"]`);
  if (isDesktop(testInfo)) await expect(bar).toBeHidden();
  else await expect(bar).toBeVisible();
  const hrefs = await internalHrefs(bar.locator('a[href]'));
  expect(hrefs).toEqual(['/bonuses', '/games/slots', '/games/live']);
  for (const href of hrefs) await expectRealPage(page, href);
});

test('promo tiles offer a guest sign-up and open a player the page named like them', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await gotoApp(page, '/');
  await showSidebar(page, testInfo);
  const tile = (title: string) => sidebar(page).getByRole('button', { name: new RegExp(`^${title}`) });
  await tile(shell.promo.wheel.title).click();
  const signup = page.getByRole('dialog', { name: EN.modalTitles.SIGNUP });
  await expect(signup).toBeVisible();
  expect(pathOf(page)).toBe('/');
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();

  await signUp(page, AUTH_TEXTS.en, uniqueEmail(`tiles-${testInfo.project.name}`), PASSWORD);
  const tiles = [
    { title: shell.promo.wheel.title, path: '/wheel-of-fortune', heading: titles.wheelOfFortune },
    { title: shell.promo.missions.title, path: '/missions', heading: titles.missions },
    { title: shell.promo.store.title, path: '/bonus_shop', heading: titles.bonusShop },
    { title: shell.promo.bigWin.title, path: '/big-win', heading: titles.bigWin },
  ];
  for (const { title, path, heading } of tiles) {
    // Named like the tile: the wheel never opens the bonuses page under another name.
    expect(heading).toBe(title);
    await showSidebar(page, testInfo);
    await tile(title).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    expect(pathOf(page)).toBe(path);
    await expect(page.getByText(EN.comingSoon)).toBeVisible();
  }

  await showSidebar(page, testInfo);
  await sidebar(page)
    .getByRole('list', { name: shell.promo.label })
    .getByRole('link', { name: new RegExp(`^${shell.promo.promo.title}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titles.bonuses })).toBeVisible();
  expect(pathOf(page)).toBe('/bonuses');
});

test('the docked sidebar stays collapsed or expanded across reloads', async ({ page }, testInfo) => {
  test.skip(!isDesktop(testInfo), 'the sidebar docks from 1280 px; below it is a drawer');
  await gotoApp(page, '/');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

  await page.reload();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect
    .poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? -1), { timeout: 5_000 })
    .toBe(64);

  await menuToggle(page).click();
  await page.reload();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? -1), { timeout: 5_000 })
    .toBe(288);
});
