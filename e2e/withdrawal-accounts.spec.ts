import type { Page } from '@playwright/test';
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enValidation from '../apps/web/src/locales/en/validation.json' with { type: 'json' };
import { gotoApp, screenshot } from './helpers.ts';
import {
  approveWithdrawal,
  expect,
  pendingWithdrawalOf,
  test,
  verifiedPlayerWithMoney,
} from './staff-steps.ts';

/**
 * Withdrawal fields that accept real accounts, on the production build and the real server: a verified
 * player withdraws to a German IBAN typed in groups of four and to an Ethereum address in its EIP-55 form.
 * Each field says what it takes; a mistyped IBAN is flagged when the player leaves the field and the message
 * goes once it is corrected. Staff see the IBAN in its electronic form and pay both out through the sandbox.
 */

const cashier = enCashier.cashier;
const validation = enValidation.validation;
const PASSWORD = 'Lumen#Play1';
const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
/** The same IBAN with its last digit mistyped: the check digits no longer match. */
const MISTYPED_IBAN = 'DE89 3704 0044 0532 0130 01';
/** An address from the EIP-55 test vectors. */
const ETHEREUM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const balanceText = (page: Page) => page.getByTestId('player-balance');

test('a verified player withdraws to a real-format IBAN and to an Ethereum address', async ({
  page,
  baseURL,
  staff,
}, testInfo) => {
  test.setTimeout(120_000);
  const userId = await verifiedPlayerWithMoney(
    page,
    baseURL ?? '',
    staff,
    `accounts-${testInfo.project.name}`,
    PASSWORD,
  );

  // To the bank: the field says what it takes and checks the IBAN as the player leaves it.
  await gotoApp(page, '/withdrawal');
  const bankForm = page.getByRole('form', { name: cashier.withdrawal.form.bank });
  const account = bankForm.getByLabel(cashier.withdrawal.fields.account);
  await expect(account).toHaveAccessibleDescription(cashier.withdrawal.hints.account);
  await account.fill(MISTYPED_IBAN);
  await account.blur();
  await expect(bankForm.getByText(validation.ibanChecksum)).toBeVisible();
  await screenshot(page, testInfo, 'withdrawal-iban-typo');
  await account.fill(GERMAN_IBAN);
  await expect(bankForm.getByText(validation.ibanChecksum)).toHaveCount(0);
  await bankForm.getByLabel(cashier.withdrawal.fields.cardHolderName).fill('Ana Popescu');
  await bankForm.getByLabel(cashier.amount.label).fill('15');
  await bankForm.getByRole('button', { name: cashier.withdrawal.submit }).click();
  await expect(page.getByText(cashier.toasts.withdrawalRequested)).toBeVisible();
  await expect(balanceText(page)).toHaveText('€25.00', { timeout: 10_000 });

  const toBank = await pendingWithdrawalOf(staff, userId);
  expect(toBank).toMatchObject({ method: 'bank', account: 'DE89370400440532013000', amount: 1500 });
  expect((await approveWithdrawal(staff, toBank.id)).status).toBe('complete');

  // To an Ethereum wallet: 42 characters, accepted as typed.
  await gotoApp(page, '/withdrawal/crypto');
  const cryptoForm = page.getByRole('form', { name: cashier.withdrawal.form.crypto });
  const wallet = cryptoForm.getByLabel(cashier.withdrawal.fields.walletAddress);
  await expect(wallet).toHaveAccessibleDescription(cashier.withdrawal.hints.walletAddress);
  await wallet.fill(ETHEREUM_ADDRESS);
  await cryptoForm.getByLabel(cashier.amount.label).fill('10');
  await screenshot(page, testInfo, 'withdrawal-ethereum-address');
  await cryptoForm.getByRole('button', { name: cashier.withdrawal.submit }).click();
  await expect(page.getByText(cashier.toasts.withdrawalRequested)).toBeVisible();
  await expect(balanceText(page)).toHaveText('€15.00', { timeout: 10_000 });

  const toWallet = await pendingWithdrawalOf(staff, userId);
  expect(toWallet).toMatchObject({ method: 'crypto', walletAddress: ETHEREUM_ADDRESS, amount: 1000 });
  expect((await approveWithdrawal(staff, toWallet.id)).status).toBe('complete');
});
