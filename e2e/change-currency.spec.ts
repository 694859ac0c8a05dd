import { expect, test, type Page } from '@playwright/test';
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enValidation from '../apps/web/src/locales/en/validation.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { depositByCrypto } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { gotoApp, screenshot } from './helpers.ts';

/**
 * The change-currency modal on the production build and the real server (§4 deposit banner, bonus and
 * currency effects): a player who picks another currency in the main page's deposit banner reads the effects
 * and confirms; the header and the banner follow. A player holding real money is refused with the reason.
 */

const auth = AUTH_TEXTS.en;
const banner = enWallet.wallet.banner;
const change = enWallet.wallet.changeCurrency;
const PASSWORD = 'Lumen#Play1';

/** Signs up a German player (EUR) on the main page; the first-login deposit modal is closed. */
async function newPlayer(page: Page, tag: string): Promise<void> {
  await gotoApp(page, '/');
  await signUp(page, auth, uniqueEmail(`currency-${tag}`), PASSWORD);
}

/** Picks a currency in the deposit banner; for a player this opens the change-currency modal. */
async function pickBannerCurrency(page: Page, currency: string) {
  await page.getByTestId('deposit-banner').getByLabel(banner.currency).selectOption(currency);
  const dialog = page.getByRole('dialog', { name: enModals.modals.titles.CHANGE_CURRENCY_MODAL });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(change.question.replace('{{currency}}', currency));
  await expect(dialog).toContainText(change.effects);
  return dialog;
}

test('a player without money changes the currency in the deposit banner', async ({ page }, testInfo) => {
  await newPlayer(page, `change-${testInfo.project.name}`);
  const depositBanner = page.getByTestId('deposit-banner');
  const currency = depositBanner.getByLabel(banner.currency);
  await expect(currency).toHaveValue('EUR');
  await expect(depositBanner.getByLabel(banner.amount)).toHaveValue('50');
  await expect(page.getByTestId('player-balance')).toHaveText('€0.00');

  // Keeping the currency changes nothing.
  let dialog = await pickBannerCurrency(page, 'RON');
  await screenshot(page, testInfo, 'change-currency-modal');
  await dialog.getByRole('button', { name: change.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(currency).toHaveValue('EUR');
  await expect(page.getByTestId('player-balance')).toHaveText('€0.00');

  dialog = await pickBannerCurrency(page, 'RON');
  await dialog.getByRole('button', { name: change.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(change.done)).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText('0.00 lei');
  // The banner follows the new currency, from its default amount.
  await expect(currency).toHaveValue('RON');
  await expect(depositBanner.getByLabel(banner.amount)).toHaveValue('150');
  await expect(
    depositBanner.getByRole('button', { name: banner.depositAmount.replace('{{amount}}', '150 lei') }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'change-currency-done');

  // The account keeps it: a new visit shows RON.
  await page.reload();
  await expect(page.getByTestId('player-balance')).toHaveText('0.00 lei');
  await expect(page.getByTestId('deposit-banner').getByLabel(banner.currency)).toHaveValue('RON');
});

test('a player holding real money is told why the currency cannot change', async ({
  page,
  baseURL,
}, testInfo) => {
  await newPlayer(page, `refused-${testInfo.project.name}`);
  await depositByCrypto(page, baseURL ?? '', 2000);
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00', { timeout: 10_000 });

  const dialog = await pickBannerCurrency(page, 'RON');
  await dialog.getByRole('button', { name: change.confirm }).click();
  await expect(dialog.getByText(enValidation.apiErrors.currency_change_blocked)).toBeVisible();
  await screenshot(page, testInfo, 'change-currency-refused');

  await dialog.getByRole('button', { name: change.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00');
  await expect(page.getByTestId('deposit-banner').getByLabel(banner.currency)).toHaveValue('EUR');
});
