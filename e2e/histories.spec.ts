import { expect, test, type Page } from '@playwright/test';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { createCryptoDeposit, depositByCrypto, reportCryptoArrival, setProfileNames } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { expectPath, gotoApp, screenshot, waitForApp } from './helpers.ts';

/**
 * The player's histories on the production build and the real server (§3, §4): the payment history sorted by
 * amount and date, filtered by status and paged, every deposit listed from its creation on (pending, then
 * complete, rejected or cancelled), a row's details, and the empty game transactions of a player who has not
 * played. Deposits arrive by crypto through the sandbox chain; bank deposits are decided on the sandbox
 * provider's page.
 */

const auth = AUTH_TEXTS.en;
const cashier = enCashier.cashier;
const titles = enModals.modals.titles;
const wallet = enWallet.wallet;
const PASSWORD = 'Lumen#Play1';

// The production build's service worker answers every navigation inside the app with the app shell, the
// sandbox provider's same-origin page included (a real provider's page is on its own origin).
test.use({ serviceWorkers: 'block' });

/** Signs up a German player (EUR) on the main page; the first-login deposit modal is closed. */
async function newPlayer(page: Page, tag: string): Promise<void> {
  await gotoApp(page, '/');
  await signUp(page, auth, uniqueEmail(`history-${tag}`), PASSWORD);
}

/**
 * A bank deposit through the header's deposit modal, decided on the sandbox provider's page; the provider sends
 * the player back to the payment history. Bank methods need the player's names on the profile first.
 */
async function bankDepositDecided(
  page: Page,
  amount: string,
  decision: 'decline' | 'cancel' | 'pending',
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: auth.header.deposit }).click();
  const dialog = page.getByRole('dialog', { name: titles.DEPOSIT });
  await dialog.getByLabel(cashier.amount.label).fill(amount);
  await dialog.getByRole('button', { name: cashier.deposit.submit }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
  await page.getByRole('button', { name: SANDBOX_BUTTONS[decision] }).click();
  await expectPath(page, '/balance/payment-history');
  await waitForApp(page);
}

/** The sandbox provider's page is the provider's, in English only. */
const SANDBOX_BUTTONS = {
  decline: 'Decline the payment',
  cancel: 'Cancel and go back',
  pending: 'Leave it pending',
} as const;

const rows = (page: Page) => page.getByTestId('transaction-row');
const cells = (page: Page, column: keyof typeof wallet.columns) =>
  rows(page).locator(`td[data-label="${wallet.columns[column]}"]`);

/** The status filter and the sort of the payment history. */
const statusFilter = (page: Page) => page.getByLabel(wallet.filter.status, { exact: true });
const sortSelect = (page: Page) => page.getByLabel(wallet.sort.label, { exact: true });

test('payment history: sorted by amount and date, filtered by status, a row opens its details', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await newPlayer(page, `sort-${testInfo.project.name}`);
  await setProfileNames(page, 'Ana', 'Popescu');
  // Four credited deposits, oldest first: €25, €10, €40, €15; then a bank deposit of €30 that the provider
  // declines.
  for (const amount of [2500, 1000, 4000, 1500]) await depositByCrypto(page, baseURL ?? '', amount);
  await expect(page.getByTestId('player-balance')).toHaveText('€90.00', { timeout: 10_000 });
  await bankDepositDecided(page, '30', 'decline');
  await expect(page.getByTestId('player-balance')).toHaveText('€90.00');

  // Newest first by default.
  await expect(cells(page, 'amount')).toHaveText(['€30.00', '€15.00', '€40.00', '€10.00', '€25.00']);
  await expect(rows(page).first()).toContainText(wallet.statuses.rejected);
  await screenshot(page, testInfo, 'history-payment-date-desc');

  await sortSelect(page).selectOption('date_asc');
  await expectPath(page, '/balance/payment-history?sort=date_asc');
  await expect(cells(page, 'amount')).toHaveText(['€25.00', '€10.00', '€40.00', '€15.00', '€30.00']);
  await sortSelect(page).selectOption('amount_asc');
  await expect(cells(page, 'amount')).toHaveText(['€10.00', '€15.00', '€25.00', '€30.00', '€40.00']);
  await sortSelect(page).selectOption('amount_desc');
  await expect(cells(page, 'amount')).toHaveText(['€40.00', '€30.00', '€25.00', '€15.00', '€10.00']);
  await sortSelect(page).selectOption('date_desc');
  await expect(cells(page, 'amount')).toHaveText(['€30.00', '€15.00', '€40.00', '€10.00', '€25.00']);

  // Complete: the four credited deposits, in the chosen order.
  await sortSelect(page).selectOption('amount_desc');
  await statusFilter(page).selectOption('complete');
  await expect(cells(page, 'amount')).toHaveText(['€40.00', '€25.00', '€15.00', '€10.00']);
  for (const status of await cells(page, 'dateOrStatus').all())
    await expect(status).toContainText(wallet.statuses.complete);
  await screenshot(page, testInfo, 'history-payment-complete');

  // Rejected: the declined bank deposit only.
  await statusFilter(page).selectOption('rejected');
  await expect(cells(page, 'amount')).toHaveText(['€30.00']);
  await expect(cells(page, 'dateOrStatus')).toContainText(wallet.statuses.rejected);
  await expect(cells(page, 'type')).toHaveText([wallet.types.deposit]);

  // A filter that matches nothing says so.
  await statusFilter(page).selectOption('wagerZeroing');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText(wallet.transactionsNotFound)).toBeVisible();
  await screenshot(page, testInfo, 'history-payment-empty-filter');

  // A row's details: the same amount, type and status in the details dialog.
  await statusFilter(page).selectOption('complete');
  await expect(cells(page, 'amount')).toHaveText(['€40.00', '€25.00', '€15.00', '€10.00']);
  await rows(page)
    .first()
    .getByRole('button', { name: wallet.details.open.replace('{{id}}', '') })
    .click();
  const details = page.getByRole('dialog', { name: wallet.details.title });
  await expect(details).toBeVisible();
  await expect(details.getByRole('definition')).toContainText([
    wallet.types.deposit,
    wallet.statuses.complete,
    '€40.00',
  ]);
  await screenshot(page, testInfo, 'history-transaction-details');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
});

test('every deposit is in the payment history from its creation: pending, then complete or cancelled', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await newPlayer(page, `lifecycle-${testInfo.project.name}`);
  await setProfileNames(page, 'Ana', 'Popescu');

  // A bank deposit the player leaves pending on the provider's page is listed as pending, nothing credited.
  await bankDepositDecided(page, '35', 'pending');
  await expect(cells(page, 'amount')).toHaveText(['€35.00']);
  await expect(cells(page, 'dateOrStatus')).toContainText(wallet.statuses.pending);
  await expect(page.getByTestId('player-balance')).toHaveText('€0.00');

  // A crypto quote is not a payment: nothing is listed until the chain reports the transfer, which is credited.
  const waiting = await createCryptoDeposit(page, 2000);
  await page.reload();
  await waitForApp(page);
  await expect(cells(page, 'amount')).toHaveText(['€35.00']);
  await reportCryptoArrival(baseURL ?? '', waiting);
  await page.reload();
  await waitForApp(page);
  await expect(cells(page, 'amount')).toHaveText(['€20.00', '€35.00']);
  await expect(cells(page, 'dateOrStatus').first()).toContainText(wallet.statuses.complete);
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00', { timeout: 10_000 });

  // A bank deposit the player cancels on the provider's page stays listed as cancelled.
  await bankDepositDecided(page, '15', 'cancel');
  await expect(cells(page, 'amount')).toHaveText(['€15.00', '€20.00', '€35.00']);
  await expect(cells(page, 'dateOrStatus').first()).toContainText(wallet.statuses.cancel);
  await expect(page.getByTestId('player-balance')).toHaveText('€20.00');
  await screenshot(page, testInfo, 'history-payment-lifecycle');
});

test('payment history pages by 20 rows', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await newPlayer(page, `paging-${testInfo.project.name}`);
  // 21 deposits of €10, €11 … €30.
  for (let euros = 10; euros <= 30; euros += 1) await depositByCrypto(page, baseURL ?? '', euros * 100);

  await gotoApp(page, '/balance/payment-history?sort=amount_desc');
  const pager = page.getByRole('navigation', { name: wallet.paging.label });
  await expect(pager).toContainText(wallet.paging.page.replace('{{page}}', '1').replace('{{pages}}', '2'));
  await expect(rows(page)).toHaveCount(20);
  await expect(cells(page, 'amount').first()).toHaveText('€30.00');
  await expect(cells(page, 'amount').last()).toHaveText('€11.00');
  await expect(pager.getByRole('button', { name: wallet.paging.previous })).toBeDisabled();

  await pager.getByRole('button', { name: wallet.paging.next }).click();
  await expectPath(page, '/balance/payment-history?sort=amount_desc&page=2');
  await expect(pager).toContainText(wallet.paging.page.replace('{{page}}', '2').replace('{{pages}}', '2'));
  await expect(cells(page, 'amount')).toHaveText(['€10.00']);
  await expect(pager.getByRole('button', { name: wallet.paging.next })).toBeDisabled();
  await screenshot(page, testInfo, 'history-payment-page-2');

  // A new sort starts again from the first page.
  await sortSelect(page).selectOption('amount_asc');
  await expectPath(page, '/balance/payment-history?sort=amount_asc');
  await expect(rows(page)).toHaveCount(20);
  await expect(cells(page, 'amount').first()).toHaveText('€10.00');
});

test('a player who has not played sees no game transactions on either tab, and no payments', async ({
  page,
}, testInfo) => {
  await newPlayer(page, `empty-${testInfo.project.name}`);

  await gotoApp(page, '/balance/game-transactions');
  const tabs = page.getByRole('navigation', { name: enAccount.account.tabs.transactionsLabel });
  await expect(page.getByText(wallet.gameTransactionsNotFound)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await screenshot(page, testInfo, 'history-game-basic-empty');

  await tabs.getByRole('link', { name: enAccount.account.tabs.bonus }).click();
  await expectPath(page, '/balance/game-transactions/bonus');
  await expect(page.getByText(wallet.gameTransactionsNotFound)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await gotoApp(page, '/balance/payment-history');
  await expect(page.getByText(wallet.transactionsNotFound)).toBeVisible();
  await expect(page.getByRole('navigation', { name: wallet.paging.label })).toHaveCount(0);
});
