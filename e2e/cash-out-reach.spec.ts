import type { Page, TestInfo } from '@playwright/test';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import enShell from '../apps/web/src/locales/en/shell.json' with { type: 'json' };
import enWallet from '../apps/web/src/locales/en/wallet.json' with { type: 'json' };
import { playerInfo, uploadPhotoId } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { EN, expectNoSeriousA11yViolations, expectPath, gotoApp, isDesktop, screenshot } from './helpers.ts';
import { approveVerification, expect, test } from './staff-steps.ts';

/**
 * Cash-out is one tap away (production build, real server, at phone and desktop width): a verified player finds
 * Withdraw in the header (beside Deposit on desktop, in the balance's menu on a phone), on the balance page, in
 * the account navigation and in the deposit modal, and each leads to the withdrawal form; a player who is not
 * verified is told above the form what is missing and reaches the verification page.
 */

const auth = AUTH_TEXTS.en;
const cashier = enCashier.cashier;
const PASSWORD = 'Lumen#Play1';
const verificationTitle = cashier.verificationNeeded.title;

/** Withdraw in the header: its own button on desktop, the balance's menu on a phone. */
async function withdrawFromHeader(page: Page, testInfo: TestInfo): Promise<void> {
  const header = page.getByRole('banner');
  if (!isDesktop(testInfo)) {
    const balance = header.getByRole('button', { name: new RegExp(auth.header.balance) });
    await balance.click();
    await expect(balance).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: auth.header.balanceAndHistory })).toBeVisible();
  }
  await header.getByRole('link', { name: auth.header.withdraw }).click();
  await expectPath(page, '/withdrawal');
}

const bankForm = (page: Page) => page.getByRole('form', { name: cashier.withdrawal.form.bank });

test('a verified player finds Withdraw from the header, the balance page, the account navigation and the deposit modal', async ({
  page,
  staff,
}, testInfo) => {
  test.setTimeout(60_000);
  await gotoApp(page, '/');
  await signUp(page, auth, uniqueEmail(`cash-out-${testInfo.project.name}`), PASSWORD);
  await uploadPhotoId(page);
  await approveVerification(staff, (await playerInfo(page)).id);

  await withdrawFromHeader(page, testInfo);
  await expect(bankForm(page)).toBeVisible();
  await expect(page.getByRole('region', { name: verificationTitle })).toHaveCount(0);
  await screenshot(page, testInfo, 'cash-out-from-header');

  // The balance page: Withdraw beside Deposit.
  await gotoApp(page, '/balance');
  // The screen's own button, not the account navigation's entry of the same name.
  await page
    .locator('main a:not(nav a)')
    .filter({ hasText: new RegExp(`^${enWallet.wallet.balance.withdraw}$`) })
    .click();
  await expectPath(page, '/withdrawal');
  await expect(bankForm(page)).toBeVisible();

  // The account navigation has Withdraw beside Deposit.
  await gotoApp(page, '/profile');
  await page
    .getByRole('navigation', { name: enAccount.account.nav.label })
    .getByRole('link', { name: enAccount.account.nav.withdraw })
    .click();
  await expectPath(page, '/withdrawal');
  await expect(bankForm(page)).toBeVisible();

  // The deposit modal (the phone's bottom-bar centre button) leads to Withdraw in one tap.
  await gotoApp(page, '/');
  const depositButton = isDesktop(testInfo)
    ? page.getByRole('banner').getByRole('button', { name: auth.header.deposit })
    : page
        .getByRole('navigation', { name: EN.bottomBar })
        .getByRole('button', { name: enShell.shell.bottomBar.deposit });
  await depositButton.click();
  const deposit = page.getByRole('dialog', { name: enModals.modals.titles.DEPOSIT });
  await deposit.getByRole('link', { name: cashier.deposit.withdraw }).click();
  await expect(deposit).toBeHidden();
  await expectPath(page, '/withdrawal');
  await expect(bankForm(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'withdrawal');
});

test('a player who is not verified is shown what is missing and reaches the verification page', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await gotoApp(page, '/');
  await signUp(page, auth, uniqueEmail(`cash-out-unverified-${testInfo.project.name}`), PASSWORD);
  // The photo ID waits for review; the other three documents are still missing.
  await uploadPhotoId(page);

  await withdrawFromHeader(page, testInfo);
  const notice = page.getByRole('region', { name: verificationTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(cashier.verificationNeeded.reason.not_verified);
  const kinds = enAccount.account.verification.kinds;
  await expect(notice.getByRole('listitem')).toHaveText([
    kinds.proof_of_address,
    kinds.proof_of_payment,
    kinds.other,
  ]);
  await expect(notice).toContainText(enAccount.account.verification.pendingReview);
  await screenshot(page, testInfo, 'cash-out-verification-needed');
  await expectNoSeriousA11yViolations(page, testInfo, 'withdrawal-verification-needed');

  await notice.getByRole('link', { name: cashier.withdrawal.goToVerification }).click();
  await expectPath(page, '/profile/verification');
});
