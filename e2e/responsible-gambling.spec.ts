import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { GameList } from '@casino/contracts';
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enProtection from '../apps/web/src/locales/en/protection.json' with { type: 'json' };
import enValidation from '../apps/web/src/locales/en/validation.json' with { type: 'json' };
import { csrfHeader, depositByCrypto, expectStatus, setProfileNames } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { expectNoSeriousA11yViolations, expectPath, gotoApp, screenshot } from './helpers.ts';

/**
 * Player protection as a player meets it: invited to set a deposit limit at the first deposit, refused above it,
 * a raise held for its cooling-off; a reality check over a running game; a time-out that ends play.
 */

const protection = enProtection.protection;
const cashier = enCashier.cashier;
const PASSWORD = 'Lumen#Safe1';

test.use({ serviceWorkers: 'block' });

const protectionScreen = '/profile/responsible-gambling';

test('a player sets a deposit limit, is refused above it and asks to raise it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail('limits'), PASSWORD, { keepDepositModal: true });

  // The first deposit invites the player to set a limit first.
  const deposit = page.getByRole('dialog', { name: enModals.modals.titles.DEPOSIT });
  await expect(deposit.getByTestId('deposit-limit-note')).toContainText(protection.depositNote.invite);
  await deposit.getByRole('link', { name: protection.depositNote.set }).click();
  await expectPath(page, protectionScreen);

  const day = page
    .getByRole('region', { name: protection.groups.deposit.title })
    .getByRole('form', { name: protection.periods.day });
  await day.getByLabel('New limit (€)').fill('20');
  await day.getByRole('button', { name: protection.limit.save }).click();
  await expect(day.getByTestId('limit-deposit-day')).toHaveText('€0.00 used of €20.00');
  await expectNoSeriousA11yViolations(page, testInfo, 'responsible gambling');

  // Above the limit: refused before any payment is made, with the reason.
  await gotoApp(page, '/deposit/crypto');
  await expect(page.getByTestId('deposit-limit-note')).toContainText('€20.00');
  const form = page.getByRole('form', { name: cashier.crypto.form });
  await form.getByLabel(cashier.crypto.asset).selectOption('ETH');
  await form.getByLabel(cashier.amount.label).fill('30');
  await form.getByRole('button', { name: cashier.crypto.submit }).click();
  await expect(form.getByText(enValidation.apiErrors.limit_reached)).toBeVisible();

  // A raise waits for its cooling-off and the player's confirmation.
  await gotoApp(page, protectionScreen);
  await day.getByLabel('New limit (€)').fill('100');
  await day.getByRole('button', { name: protection.limit.save }).click();
  await expect(day.getByRole('status')).toContainText('Change to €100.00 requested');
  await expect(day.getByTestId('limit-deposit-day')).toHaveText('€0.00 used of €20.00');
  await screenshot(page, testInfo, 'responsible-gambling-pending-raise');
});

/** The first slot of the catalogue the platform imported. */
async function firstSlot(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/games?category=slots&pageSize=60');
  await expectStatus(response, 200);
  const game = ((await response.json()) as GameList).games.find(
    (candidate) => candidate.type === 'slot-lines',
  );
  expect(game, 'a slot in the catalogue').toBeTruthy();
  return { id: game?.id ?? '', name: game?.name ?? '' };
}

async function openedGame(page: Page, name: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  return frame;
}

test('a reality check interrupts a running game, and a time-out ends play', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The browser's clock is the test's: ten minutes of play pass in an instant.
  await page.clock.install();
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail('reality'), PASSWORD);
  await depositByCrypto(page, baseURL ?? '', 5_000);
  await setProfileNames(page, 'Ada', 'Lovelace', '1990-10-10');
  const interval = await page.request.put('/api/protection/reality-check', {
    headers: csrfHeader(await page.context().cookies()),
    data: { minutes: 10 },
  });
  await expectStatus(interval, 200);

  const game = await firstSlot(page);
  await gotoApp(page, `/game/${game.id}`);
  await openedGame(page, game.name);
  await page.clock.fastForward('10:30');
  const check = page.getByRole('dialog', { name: protection.reality.title });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Net result this session');
  await expect(page.locator(`iframe[title="${game.name}"]`)).toBeAttached();
  await screenshot(page, testInfo, 'reality-check-over-game');
  await check.getByRole('button', { name: protection.reality.continue }).click();
  await expect(check).toBeHidden();

  // A time-out ends play at once: the game no longer opens for real money.
  await gotoApp(page, protectionScreen);
  const timeOut = page.getByRole('form', { name: protection.break.timeOut.title });
  await timeOut.getByRole('button', { name: protection.break.timeOut.start }).click();
  const confirm = page.getByRole('dialog', { name: protection.break.confirm.title });
  await confirm.getByRole('button', { name: protection.break.confirm.start }).click();
  await expect(page.getByText(/You are on a time-out until/)).toBeVisible();
  await gotoApp(page, `/game/${game.id}`);
  await expect(page.getByText(enGames.games.notices.restricted.title, { exact: true })).toBeVisible();
  await expect(page.getByText(enValidation.apiErrors.player_restricted)).toBeVisible();
});
