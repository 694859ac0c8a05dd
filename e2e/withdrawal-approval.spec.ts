import type { Page } from '@playwright/test';
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { gotoApp, screenshot, waitForApp } from './helpers.ts';
import {
  approveWithdrawal,
  expect,
  pendingWithdrawalOf,
  rejectWithdrawal,
  test,
  verifiedPlayerWithMoney,
} from './staff-steps.ts';

/**
 * A verified player's withdrawal on the production build and the real server: the player asks for it on the
 * withdrawal page, the amount leaves the balance at once and waits in the payment history as pending; staff
 * approve it (paid out, complete, the balance stays as it was after the request) or reject it (the money comes
 * back). Money arrives by crypto through the sandbox chain; staff act through the operator API.
 */

const cashier = enCashier.cashier;
const wallet = enWallet.wallet;
const PASSWORD = 'Lumen#Play1';
const balanceText = (page: Page) => page.getByTestId('player-balance');

/** Fills the §3 bank withdrawal form and sends it; the request is confirmed and the form emptied. */
async function requestBankWithdrawal(page: Page, amount: string): Promise<void> {
  await gotoApp(page, '/withdrawal');
  const form = page.getByRole('form', { name: cashier.withdrawal.form.bank });
  await expect(form.getByTestId('withdrawable-balance')).toHaveText(
    cashier.withdrawal.available.replace('{{amount}}', '€40.00'),
  );
  await form.getByLabel(cashier.withdrawal.fields.account).fill('DE89 3704 0044 0532 0130 00');
  await form.getByLabel(cashier.withdrawal.fields.cardHolderName).fill('Ana Popescu');
  await form.getByLabel(cashier.amount.label).fill(amount);
  await form.getByRole('button', { name: cashier.withdrawal.submit }).click();
  await expect(page.getByText(cashier.toasts.withdrawalRequested)).toBeVisible();
  await expect(form.getByLabel(cashier.amount.label)).toHaveValue('');
}

/** The payment history's withdrawal row (the player has one withdrawal and one deposit). */
function withdrawalRow(page: Page) {
  return page.getByTestId('transaction-row').filter({ hasText: wallet.types.withdraw });
}

function statusOf(row: ReturnType<typeof withdrawalRow>) {
  return row.locator(`td[data-label="${wallet.columns.dateOrStatus}"]`);
}

test('a verified player withdraws and staff approve it', async ({ page, baseURL, staff }, testInfo) => {
  test.setTimeout(90_000);
  const userId = await verifiedPlayerWithMoney(
    page,
    baseURL ?? '',
    staff,
    `withdraw-approve-${testInfo.project.name}`,
    PASSWORD,
  );

  await requestBankWithdrawal(page, '15');
  // Held at once: the header shows what is left.
  await expect(balanceText(page)).toHaveText('€25.00', { timeout: 10_000 });
  await screenshot(page, testInfo, 'withdrawal-requested');

  await gotoApp(page, '/balance/payment-history');
  const row = withdrawalRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.locator(`td[data-label="${wallet.columns.amount}"]`)).toHaveText('€15.00');
  await expect(statusOf(row)).toContainText(wallet.statuses.pending);
  await screenshot(page, testInfo, 'withdrawal-pending-history');

  const pending = await pendingWithdrawalOf(staff, userId);
  expect(pending).toMatchObject({ amount: 1500, currency: 'EUR', method: 'bank' });
  expect((await approveWithdrawal(staff, pending.id)).status).toBe('complete');

  await page.reload();
  await waitForApp(page);
  await expect(statusOf(withdrawalRow(page))).toContainText(wallet.statuses.complete);
  await expect(statusOf(withdrawalRow(page))).not.toContainText(wallet.statuses.pending);
  // The paid-out amount was already held: the balance is what it was after the request.
  await expect(balanceText(page)).toHaveText('€25.00');
  await screenshot(page, testInfo, 'withdrawal-complete-history');
});

test('staff reject a withdrawal: the held money is back in the balance', async ({
  page,
  baseURL,
  staff,
}, testInfo) => {
  test.setTimeout(90_000);
  const userId = await verifiedPlayerWithMoney(
    page,
    baseURL ?? '',
    staff,
    `withdraw-reject-${testInfo.project.name}`,
    PASSWORD,
  );

  await requestBankWithdrawal(page, '15');
  await expect(balanceText(page)).toHaveText('€25.00', { timeout: 10_000 });

  const pending = await pendingWithdrawalOf(staff, userId);
  const rejected = await rejectWithdrawal(staff, pending.id, 'The account holder does not match the player.');
  expect(rejected.status).toBe('rejected');

  await gotoApp(page, '/balance/payment-history');
  await expect(balanceText(page)).toHaveText('€40.00', { timeout: 10_000 });
  await expect(statusOf(withdrawalRow(page))).toContainText(wallet.statuses.rejected);
  await screenshot(page, testInfo, 'withdrawal-rejected-history');
});
