import { expect, test } from '@playwright/test';
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { EN, gotoApp } from './helpers.ts';

/**
 * The deposit banner on the main page for a guest (§2.7, §4, §5, §9): the currency's default amount, the
 * amount rules, the button label, the reset on a currency change and sign-up on the button.
 */
const TEXT = { ...enWallet.wallet.banner, error: enWallet.errors.depositBannerError };

test('the deposit banner follows the §5 amount rules and sends a guest to sign up', async ({ page }) => {
  await gotoApp(page, '/');
  const banner = page.getByTestId('deposit-banner');
  await expect(banner.getByRole('heading', { name: TEXT.title })).toBeVisible();
  const amount = banner.getByLabel(TEXT.amount);
  const currency = banner.getByLabel(TEXT.currency);
  await expect(currency).toHaveValue('EUR');
  await expect(amount).toHaveValue('50');
  await expect(banner.getByRole('button', { name: 'Deposit €50' })).toBeEnabled();
  await expect(banner.getByTestId('welcome-card')).toBeVisible();

  // Empty: the error under the field, 'play' on the disabled button.
  await amount.fill('');
  await expect(banner.getByText(TEXT.error)).toBeVisible();
  await expect(banner.getByRole('button', { name: TEXT.play })).toBeDisabled();
  // Digits only, no leading zero, at most 10.
  await amount.pressSequentially('0a7x5');
  await expect(amount).toHaveValue('75');
  await amount.fill('');
  await amount.pressSequentially('123456789012');
  await expect(amount).toHaveValue('1234567890');

  // A new currency starts again from its default amount.
  await currency.selectOption('RON');
  await expect(amount).toHaveValue('150');
  await banner.getByRole('button', { name: /150/ }).click();
  await expect(page.getByRole('dialog', { name: EN.modalTitles.SIGNUP })).toBeVisible();
});
