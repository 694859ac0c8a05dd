import { expect, request, test, type Page } from '@playwright/test';
import type { Profile } from '@casino/contracts';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { setProfileNames } from './api-steps.ts';
import { depositByBank, providerPage } from './cashier-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { expectNoSeriousA11yViolations, expectPath, gotoApp, screenshot } from './helpers.ts';

/**
 * The cashier on the production build and the real server (sandbox provider, sandbox chain): a new player's
 * first deposit modal, the profile fields a bank method needs (FORM_FIELDS), bank deposits approved, declined
 * and cancelled on the provider's page, and a crypto deposit confirmed through the development control, at
 * phone and desktop width.
 */

const auth = AUTH_TEXTS.en;
const cashier = enCashier.cashier;
const profileLabels = enAccount.account.profile;
const titles = enModals.modals.titles;
const statuses = enWallet.wallet.statuses;
const PASSWORD = 'Lumen#Play1';

// The production build's service worker answers every navigation inside the app with the app shell, the
// sandbox provider's same-origin page included (a real provider's page is on its own origin).
test.use({ serviceWorkers: 'block' });

/** Signs up a German player (EUR); the first login of the session opens the deposit modal by itself. */
async function newPlayer(page: Page, tag: string): Promise<void> {
  await gotoApp(page, '/');
  await signUp(page, auth, uniqueEmail(`cashier-${tag}`), PASSWORD, { keepDepositModal: true });
  await expect(page.getByRole('dialog', { name: titles.DEPOSIT })).toBeVisible();
}

test('bank deposit approved: the header balance grows and the history shows it complete', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await newPlayer(page, `approve-${testInfo.project.name}`);
  await expect(page.getByTestId('player-balance')).toHaveText('€0.00');
  const dialog = page.getByRole('dialog', { name: titles.DEPOSIT });

  // The browser's own checks: nothing is sent for a bad amount.
  await dialog.getByLabel(cashier.amount.label).fill('5');
  await dialog.getByRole('button', { name: cashier.deposit.submit }).click();
  await expect(dialog.getByText('The amount is below the minimum of €10.00')).toBeVisible();
  await dialog.getByLabel(cashier.amount.label).fill('0');
  await dialog.getByRole('button', { name: cashier.deposit.submit }).click();
  await expect(dialog.getByText(cashier.amount.positive)).toBeVisible();
  await screenshot(page, testInfo, 'cashier-deposit-modal');

  await depositByBank(page, '25');
  await page.getByRole('button', { name: 'Approve the payment' }).click();

  await expectPath(page, '/balance/payment-history');
  await expect(page.getByTestId('player-balance')).toHaveText('€25.00', { timeout: 10_000 });
  const history = page.getByRole('main').getByRole('table');
  await expect(history).toContainText('€25.00');
  await expect(history).toContainText(statuses.complete);
  await screenshot(page, testInfo, 'cashier-deposit-complete');
});

// §2.3: deposit-success opens the payment-completed modal. The return is a full page load: the route's loader
// waits for the session before it opens the login-only modal.
test('bank deposit approved: the payment-completed modal greets the player back', async ({ page }) => {
  await newPlayer(page, 'completed');
  await depositByBank(page, '15');
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await expect(page.getByRole('dialog', { name: titles.PAYMENT_COMPLETED })).toBeVisible();
});

for (const outcome of ['decline', 'cancel'] as const) {
  test(`bank deposit ${outcome === 'decline' ? 'declined' : 'cancelled'}: back to the payment history, nothing credited`, async ({
    page,
  }, testInfo) => {
    await newPlayer(page, `${outcome}-${testInfo.project.name}`);
    await depositByBank(page, '30');
    await page
      .getByRole('button', { name: outcome === 'decline' ? 'Decline the payment' : 'Cancel and go back' })
      .click();
    await expectPath(page, '/balance/payment-history');
    await expect(page.getByRole('dialog', { name: titles.PAYMENT_COMPLETED })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: titles.DEPOSIT })).toHaveCount(0);
    await expect(page.getByTestId('player-balance')).toHaveText('€0.00');
  });
}

test('a bank transfer asks for the address first', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await newPlayer(page, `transfer-${testInfo.project.name}`);
  await setProfileNames(page, 'Ana', 'Popescu');
  const deposit = page.getByRole('dialog', { name: titles.DEPOSIT });
  await deposit.getByRole('radio', { name: /Bank transfer/ }).check();
  await deposit.getByLabel(cashier.amount.label).fill('30');
  await deposit.getByRole('button', { name: cashier.deposit.submit }).click();

  // Only what the transfer needs and the profile lacks, with the date of birth a first real-money game needs
  // (asked now so the game does not ask again): the names are there already.
  const fields = page.getByRole('dialog', { name: titles.FORM_FIELDS });
  await expect(fields.getByText(cashier.formFields.why)).toBeVisible();
  const labels = [profileLabels.address, profileLabels.city, profileLabels.postCode];
  await expect(fields.getByRole('textbox')).toHaveCount(labels.length);
  for (const label of labels) await expect(fields.getByLabel(label)).toBeVisible();
  await expect(fields.getByLabel(profileLabels.firstName)).toHaveCount(0);
  await expect(fields.getByText(cashier.formFields.gameStartToo)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('filterFields'))).toBe(
    '["birthday","address","city","postCode"]',
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'cashier-form-fields');
  await screenshot(page, testInfo, 'cashier-form-fields');

  // Nothing empty is sent.
  await fields.getByRole('button', { name: cashier.formFields.submit }).click();
  await expect(fields.getByText('This field is required')).toHaveCount(labels.length + 1);
  await fields.getByLabel(profileLabels.day, { exact: true }).selectOption('10');
  await fields.getByLabel(profileLabels.month, { exact: true }).selectOption({ index: 12 });
  await fields.getByLabel(profileLabels.year, { exact: true }).selectOption('1990');
  await fields.getByLabel(profileLabels.address).fill('Hauptstraße 1');
  await fields.getByLabel(profileLabels.city).fill('Berlin');
  await fields.getByLabel(profileLabels.postCode).fill('10115');
  await fields.getByRole('button', { name: cashier.formFields.submit }).click();

  // The same deposit goes on to the provider, and the profile keeps the address.
  await expect(providerPage(page)).toBeVisible();
  await expect(page.getByText('30.00 EUR')).toBeVisible();
  const profile = (await (await page.request.get('/api/me/profile')).json()) as Profile;
  expect(profile).toMatchObject({
    firstName: 'Ana',
    surename: 'Popescu',
    address: 'Hauptstraße 1',
    city: 'Berlin',
    postCode: '10115',
    birthday: '1990-12-10',
  });
});

test('crypto deposit: exact amount, copy buttons, confirmed through the sandbox chain', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newPlayer(page, `crypto-${testInfo.project.name}`);
  const deposit = page.getByRole('dialog', { name: titles.DEPOSIT });
  await deposit.getByRole('tab', { name: cashier.tabs.crypto }).click();
  await deposit.getByLabel(cashier.crypto.asset).selectOption('ETH');
  await deposit.getByLabel(cashier.amount.label).fill('40');
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/payments/crypto/deposits') && response.status() === 201,
  );
  await deposit.getByRole('button', { name: cashier.crypto.submit }).click();
  const { paymentId, assetAmount, address } = (await (await created).json()) as {
    paymentId: string;
    assetAmount: string;
    address: string;
  };

  const details = page.getByRole('dialog', { name: titles.CRYPTO_DEPOSIT });
  await expect(details.getByTestId('crypto-address')).toHaveText(address);
  await expect(details.getByTestId('crypto-amount')).toHaveText(`${assetAmount} ETH`);
  await details.getByRole('button', { name: cashier.cryptoDetails.copyAddress }).click();
  await expect(page.getByText(cashier.toasts.addressCopied)).toBeVisible();
  await details.getByRole('button', { name: cashier.cryptoDetails.copyAmount }).click();
  await expect(page.getByText(cashier.toasts.amountCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(assetAmount);
  await screenshot(page, testInfo, 'cashier-crypto-details');
  await details.getByRole('button', { name: cashier.cryptoDetails.done }).click();

  // The sandbox chain reports the exact transfer; the deposit is credited once.
  const chain = await request.newContext({ baseURL });
  const arrived = await chain.post(`/api/dev/payments/crypto/${paymentId}/arrive`, { data: { assetAmount } });
  expect(arrived.status()).toBe(200);
  expect(((await arrived.json()) as { status: string }).status).toBe('complete');
  await expect(page.getByTestId('player-balance')).toHaveText('€40.00', { timeout: 10_000 });
  await chain.dispose();
});

test('the first-login deposit modal opens once per browser session', async ({ page }, testInfo) => {
  await newPlayer(page, `once-${testInfo.project.name}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: titles.DEPOSIT })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('player-balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('depositModalShown'))).toBe('shown');
});

test('withdrawal: an unverified player is told why and led to verification; nothing is held', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await newPlayer(page, `withdraw-${testInfo.project.name}`);
  await depositByBank(page, '20');
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  await expectPath(page, '/balance/payment-history');
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00', { timeout: 10_000 });

  await gotoApp(page, '/withdrawal');
  const form = page.getByRole('form', { name: cashier.withdrawal.form.bank });
  await expect(form.getByTestId('withdrawable-balance')).toHaveText(
    cashier.withdrawal.available.replace('{{amount}}', '€20.00'),
  );
  await form.getByLabel(cashier.withdrawal.fields.account).fill('DE89 3704 0044 0532 0130 00');
  await form.getByLabel(cashier.withdrawal.fields.cardHolderName).fill('Ana Popescu');
  await form.getByLabel(cashier.amount.label).fill('20.01');
  await form.getByRole('button', { name: cashier.withdrawal.submit }).click();
  await expect(form.getByText('Not enough money on the account.')).toBeVisible();
  await form.getByLabel(cashier.amount.label).fill('15');
  await form.getByRole('button', { name: cashier.withdrawal.submit }).click();
  await expect(form.getByRole('alert')).toContainText('Verify your account before withdrawing');
  await screenshot(page, testInfo, 'cashier-withdrawal-verification');
  await form.getByRole('link', { name: cashier.withdrawal.goToVerification }).click();
  await expectPath(page, '/profile/verification');
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00');
});
