import { expect, test } from '@playwright/test';
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import enLobby from '../apps/web/src/locales/en/lobby.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enRoutes from '../apps/web/src/locales/en/routes.json' with { type: 'json' };
import { depositByCrypto, expectStatus, setProfileNames } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import {
  EN,
  expectNoSeriousA11yViolations,
  expectPath,
  gotoApp,
  navigateInApp,
  screenshot,
} from './helpers.ts';
import { playDiceUntilAWin } from './studio-steps.ts';

/**
 * The lobby as a newcomer finds it: the main page's carousels filled with the catalogue's games (the studio's,
 * imported at start), an empty category that says so, the see-all link to a category page, and the category
 * switcher there, with the page's own category marked; a player's real win in the top winners, by a masked
 * name; a player's favourite kept on the server; a search with a typo that finds the game and is remembered.
 */

const sections = enLobby.lobby.sections;
const carousel = enLobby.lobby.carousel;
const categories = enRoutes.routes.category;
const winnersText = enLobby.lobby.winners;

test.use({ serviceWorkers: 'block' });

test('the main page’s carousels lead to the category pages and their switcher', async ({
  page,
}, testInfo) => {
  // Five carousels, the winners and an axe scan of them all: a long page for one test.
  test.setTimeout(60_000);
  await gotoApp(page, '/');
  const main = page.getByRole('main');
  const top = main.getByRole('region', { name: sections.top });
  await top.scrollIntoViewIfNeeded();
  // Filled from the catalogue: real tiles, each naming its studio, and the count on the title.
  await expect(top.getByRole('group').first()).toBeVisible({ timeout: 15_000 });
  expect(await top.getByRole('group').count()).toBeGreaterThanOrEqual(6);
  await expect(top.getByText(/\d+\+? games/)).toBeVisible();
  // The live carousel holds the live-format tables; fewer than six, so no see-all link.
  const live = main.getByRole('region', { name: sections.live });
  await live.scrollIntoViewIfNeeded();
  await expect(live.getByRole('group')).toHaveCount(3, { timeout: 15_000 });
  await expect(live.getByText('Roulette Hall', { exact: true }).first()).toBeVisible();
  await expect(live.getByRole('link', { name: carousel.seeAll })).toHaveCount(0);
  // No jackpot games in the catalogue yet: the carousel says so and shows nothing invented.
  const jackpots = main.getByRole('region', { name: sections.jackpots });
  await jackpots.scrollIntoViewIfNeeded();
  await expect(jackpots.getByText(carousel.empty)).toBeVisible();
  await expect(jackpots.getByRole('group')).toHaveCount(0);

  const switcher = main.getByRole('navigation', { name: enGames.games.switcher.casino });
  await expect(switcher.getByRole('link', { name: categories.slots })).toBeVisible();
  await main.getByRole('region', { name: sections.new }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, testInfo, 'main page with carousels');
  await screenshot(page, testInfo, 'main-page-carousels');

  await top.getByRole('link', { name: carousel.seeAll }).click();
  await expectPath(page, '/games/top');
  await expect(main.getByRole('heading', { level: 1, name: categories.top })).toBeVisible();
  const categorySwitcher = main.getByRole('navigation', { name: enGames.games.switcher.casino });
  await expect(categorySwitcher.getByRole('link', { name: categories.top })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await categorySwitcher.getByRole('link', { name: categories.new }).click();
  await expectPath(page, '/games/new');
  await expect(main.getByRole('heading', { level: 1, name: categories.new })).toBeVisible();
  await expect(categorySwitcher.getByRole('link', { name: categories.new })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a real win is in the top winners, by a masked name', async ({ page, baseURL }, testInfo) => {
  // Sign-up, a deposit and real-money rolls through the studio and the seamless wallet before the page is seen.
  test.setTimeout(60_000);
  await gotoApp(page, '/');
  // The player is set up through the API (sign-up, names and birthday, a deposit): the win is what is tested.
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email: uniqueEmail(`winner-${testInfo.project.name}`),
      password: 'Lumen#Win1',
      currency: 'EUR',
      country: 'DE',
      language: 'en',
      acceptTerms: true,
    },
  });
  await expectStatus(registered, 201);
  await setProfileNames(page, 'Quinn', 'Winner', '1990-04-12');
  await depositByCrypto(page, baseURL ?? '', 5000);
  const game = await playDiceUntilAWin(page);
  // The server reads each list at most every 2 s: wait until the win is in it, then open the page.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/winners?list=latest')).json()))
    .toContain('Qu***n');

  await page.reload();
  const winners = page.getByRole('main').getByRole('region', { name: sections.winners });
  await winners.scrollIntoViewIfNeeded();
  const latest = winners.getByRole('table', { name: winnersText.latest });
  await expect(latest.getByRole('row').filter({ hasText: 'Qu***n' }).first()).toContainText(game);
  // Never an e-mail address.
  await expect(winners).not.toContainText('@');
  await winners.getByRole('tab', { name: winnersText.latest }).press('End');
  await expect(winners.getByRole('tab', { name: winnersText.month })).toBeFocused();
  await winners.getByRole('tab', { name: winnersText.day }).click();
  await expect(
    winners.getByRole('table', { name: winnersText.day }).getByText('Qu***n').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'top winners');
  await screenshot(page, testInfo, 'top-winners');
});

test('a favourite added on a category page is in the favourites, for the player only', async ({ page }) => {
  await gotoApp(page, '/games/favorites');
  const main = page.getByRole('main');
  // A guest is asked to sign up.
  await expect(main.getByText(enGames.games.favorites.guest)).toBeVisible();
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail('favourites'), 'Lumen#Play1');

  await navigateInApp(page, '/games/slots');
  await expect(main.getByRole('heading', { level: 1, name: categories.slots })).toBeVisible();
  const heart = main.getByRole('button', { name: /^Favourite: / }).first();
  await expect(heart).toBeVisible();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Favourite: /, '');
  await main.getByRole('button', { name: label }).click();
  await expect(main.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');

  await navigateInApp(page, '/games/favorites');
  await expect(main.getByRole('heading', { level: 1, name: categories.favorites })).toBeVisible();
  await expect(main.getByRole('img', { name })).toBeVisible();
  // Kept on the server: a new page load shows it again, the heart pressed.
  await page.reload();
  await expect(main.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: label }).click();
  await expect(main.getByText(enGames.games.favorites.empty)).toBeVisible();
});

test('a search with a typo finds the game, opens it and is remembered', async ({
  page,
  isMobile,
}, testInfo) => {
  await gotoApp(page, '/');
  const openSearch = () =>
    isMobile
      ? page.getByRole('navigation', { name: EN.bottomBar }).getByRole('button', { name: 'Search' }).click()
      : page.getByRole('banner').getByRole('button', { name: EN.searchBox }).click();
  await openSearch();
  const dialog = page.getByRole('dialog', { name: enModals.modals.titles.SEARCH });
  const field = dialog.getByRole('combobox', { name: enModals.modals.search.label });
  await expect(field).toBeFocused();
  // "Glacier Peaks" with a letter missing.
  await field.fill('glacier peks');
  const games = dialog.getByRole('group', { name: enModals.search.games });
  await expect(games.getByRole('option').first()).toContainText('Glacier Peaks');
  await expectNoSeriousA11yViolations(page, testInfo, 'search modal');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/game\/[a-z0-9-]+\/demo/);

  // Back in the lobby (the game page has no bottom bar), the search remembers.
  await page.goBack();
  await openSearch();
  await expect(dialog.getByRole('button', { name: 'glacier peks', exact: true })).toBeVisible();
  await field.press('Escape');
  await expect(dialog).toHaveCount(0);
});
