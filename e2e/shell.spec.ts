import { expect, test, type Page } from '@playwright/test';
import type { GameCounts } from '@casino/contracts';
import { EN, gotoApp, isDesktop, pathOf } from './helpers.ts';

/** Spec §2.8: header, sidebar (docked, collapsed, drawer), flyouts, bottom bar and promo tiles. */

test.use({ serviceWorkers: 'block' });

const header = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => header(page).getByRole('button', { name: EN.menu });
const sidebar = (page: Page) => page.getByRole('navigation', { name: EN.sidebar });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: EN.bottomBar });

/** Makes the full sidebar visible: docked and expanded on desktop, the open drawer on phones. */
async function showSidebar(page: Page, desktop: boolean): Promise<void> {
  if (!desktop) {
    await menuToggle(page).click();
    await expect(sidebar(page)).toBeVisible();
  }
  await expect(sidebar(page)).toBeVisible();
}

async function expectWidth(page: Page, locator: ReturnType<Page['locator']>, width: number): Promise<void> {
  await expect
    .poll(async () => Math.round((await locator.boundingBox())?.width ?? -1), { timeout: 2_000 })
    .toBe(width);
}

test('the header shows the menu toggle, the logo and, for guests, log in and sign up', async ({ page }) => {
  await gotoApp(page, '/faq');
  await expect(menuToggle(page)).toBeVisible();
  const logo = header(page).getByRole('link', { name: EN.logoHome });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(header(page).getByRole('button', { name: EN.login })).toBeVisible();
  await expect(header(page).getByRole('button', { name: EN.signup })).toBeVisible();

  await header(page).getByRole('button', { name: EN.login }).click();
  const dialog = page.getByRole('dialog', { name: EN.modalTitles.LOGIN });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: EN.close }).click();
  await expect(dialog).toBeHidden();

  await logo.click();
  await expect(page.getByRole('heading', { level: 1, name: EN.heroTitle })).toBeVisible();
  expect(pathOf(page)).toBe('/');
});

test.describe('desktop layout', () => {
  test.skip(({ isMobile }) => isMobile, 'the docked sidebar and the header search box need 1280 px');

  test('the header search box opens search, the sidebar docks at 288 px and collapses to 64 px', async ({
    page,
  }) => {
    await gotoApp(page, '/');
    await expect(bottomBar(page)).toBeHidden();

    const searchBox = header(page).getByRole('button', { name: EN.searchBox });
    await searchBox.click();
    const search = page.getByRole('dialog', { name: EN.modalTitles.SEARCH });
    await expect(search).toBeVisible();
    await expect(search.getByRole('combobox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(searchBox).toBeFocused();
    // The box opens search from the keyboard too.
    await page.keyboard.press('Enter');
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expectWidth(page, sidebar(page), 288);
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectWidth(page, sidebar(page), 64);
    // The main column follows the sidebar.
    await expect
      .poll(async () => Math.round((await page.locator('main').boundingBox())?.x ?? -1))
      .toBeLessThanOrEqual(64);

    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expectWidth(page, sidebar(page), 288);
  });

  test('the collapsed sidebar opens flyouts of 200 px, at most 450 px high', async ({ page }) => {
    await gotoApp(page, '/');
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    const languageButton = sidebar(page).getByRole('button', { name: 'Language: English' });
    await languageButton.click();
    await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
    const languagePanel = page.locator(`[id="${await languageButton.getAttribute('aria-controls')}"]`);
    await expect(languagePanel.getByRole('button', { name: 'Slovenščina' })).toBeVisible();
    const languageBox = await languagePanel.boundingBox();
    expect(Math.round(languageBox?.width ?? 0)).toBe(200);
    expect(languageBox?.height ?? 999).toBeLessThanOrEqual(450);
    await page.keyboard.press('Escape');
    await expect(languageButton).toHaveAttribute('aria-expanded', 'false');
    await expect(languageButton).toBeFocused();

    const casinoButton = sidebar(page).getByRole('button', { name: 'Casino games' });
    await casinoButton.click();
    const casino = sidebar(page).getByRole('group', { name: 'Casino games' });
    await expect(casino).toBeVisible();
    const casinoBox = await page
      .locator(`[id="${await casinoButton.getAttribute('aria-controls')}"]`)
      .boundingBox();
    expect(Math.round(casinoBox?.width ?? 0)).toBe(200);
    expect(casinoBox?.height ?? 999).toBeLessThanOrEqual(450);
    await casino.getByRole('link', { name: 'Megaways' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Megaways' })).toBeVisible();
    expect(pathOf(page)).toBe('/games/megaways');
    await expect(casino).toBeHidden();
  });
});

test.describe('phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar and the drawer exist below 1024 px and 1280 px');

  test('the bottom bar has five items that lead where they say', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(header(page).getByRole('button', { name: EN.searchBox })).toBeHidden();
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('listitem')).toHaveCount(5);

    await bar.getByRole('link', { name: 'Promo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonuses and promotions' })).toBeVisible();
    expect(pathOf(page)).toBe('/bonuses');

    await bar.getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(pathOf(page)).toBe('/games/slots');

    await bar.getByRole('link', { name: 'Live' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    expect(pathOf(page)).toBe('/games/live');

    await bar.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: EN.modalTitles.SIGNUP });
    await expect(signup).toBeVisible();
    await signup.getByRole('button', { name: EN.close }).click();
    await expect(signup).toBeHidden();

    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: EN.modalTitles.SEARCH })).toBeVisible();
  });

  test('the menu toggle opens the sidebar as a drawer that Escape closes', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(sidebar(page)).toBeHidden();
    await menuToggle(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('button', { name: EN.closeMenu })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // A link in the drawer navigates and closes it.
    await menuToggle(page).click();
    await sidebar(page).getByRole('link', { name: 'Tournaments' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('closing the drawer with Escape gives the focus back to the menu toggle', async ({ page }) => {
    await gotoApp(page, '/');
    await menuToggle(page).click();
    await expect(sidebar(page).getByRole('button', { name: EN.closeMenu })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused({ timeout: 1_000 });
  });
});

test('a guest pressing the wheel of fortune tile is offered sign-up', async ({ page }, testInfo) => {
  await gotoApp(page, '/');
  await showSidebar(page, isDesktop(testInfo));
  await sidebar(page)
    .getByRole('button', { name: /Wheel of fortune/ })
    .click();
  await expect(page.getByRole('dialog', { name: EN.modalTitles.SIGNUP })).toBeVisible();
  expect(pathOf(page)).toBe('/');
});

test('the category groups expand and list their links with the live catalogue’s counts', async ({
  page,
}, testInfo) => {
  const response = await page.request.get('/api/games/counts');
  expect(response.status()).toBe(200);
  const counts = (await response.json()) as GameCounts;
  await gotoApp(page, '/');
  await showSidebar(page, isDesktop(testInfo));
  const nav = sidebar(page);
  const groups = [
    { label: 'Casino games', games: counts.total, links: ['Slots', 'Dice', 'Megaways', 'Drops & Wins'] },
    {
      label: 'Live casino',
      games: counts.categories.live,
      links: ['All live games', 'Baccarat', 'Live VIP'],
    },
    {
      label: 'Jackpots',
      games: counts.categories.jackpots,
      links: ['All jackpots', 'Gold jackpot', 'Bronze jackpot'],
    },
  ];
  for (const group of groups) {
    const toggle = nav.getByRole('button', { name: new RegExp(`^${group.label}`) });
    if (group.games === 0) {
      // An empty group shows no count, and its category pages stay linked.
      await expect(toggle).toHaveText(group.label);
    } else {
      // The count rounded down ("150+"), never more than the catalogue holds.
      await expect(toggle).toHaveAccessibleName(
        new RegExp(`^${group.label}, ([\\d,]+\\+ games|Games: \\d)$`),
      );
      const badge = (await toggle.innerText()).replace(group.label, '');
      const figure = Number(/[\d,]+/.exec(badge)?.[0].replace(/,/g, ''));
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThanOrEqual(group.games);
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const link of group.links)
      await expect(list.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  const casinoList = page.locator(
    `[id="${await nav.getByRole('button', { name: /^Casino games/ }).getAttribute('aria-controls')}"]`,
  );
  await expect(casinoList.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute(
    'href',
    '/games/slots',
  );
  await expect(casinoList.getByRole('listitem')).toHaveCount(10);
});
