import { expect, test } from '@playwright/test';
import enBonuses from '../apps/web/src/locales/en/bonuses.json' with { type: 'json' };
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { depositByBank } from './cashier-steps.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';
import { spinASlot } from './studio-steps.ts';
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';

/**
 * The welcome offer as a new player lives it, on the production build with the demo campaigns: claimed with the
 * first deposit (the box under the offer), played on a slot through the studio, the wagering progress moving on
 * My bonuses, and the bonus cancelled after the confirmation that says what is lost.
 */

const bonuses = enBonuses.bonuses;
const cashier = enCashier.cashier;
const titles = enModals.modals.titles;

test.use({ serviceWorkers: 'block' });

test('a new player claims the welcome offer, plays, sees the wagering move and cancels the bonus', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // The welcome offer's landing: the campaign's terms and the way to claim it.
  await gotoApp(page, '/welcome_offer');
  await expect(page.getByRole('main').getByText('Welcome offer', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: bonuses.promotions.terms })).toBeVisible();
  await expect(page.getByRole('button', { name: bonuses.promotions.deposit })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'welcome offer landing');
  await screenshot(page, testInfo, 'welcome-offer-landing');
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail(`welcome-${testInfo.project.name}`), 'Lumen#Play1', {
    keepDepositModal: true,
  });
  const deposit = page.getByRole('dialog', { name: titles.DEPOSIT });
  await expect(deposit.getByTestId('deposit-bonus-offer')).toContainText(
    '200% up to €1,000.00 + 300 free spins',
  );
  await deposit.getByRole('checkbox', { name: cashier.deposit.claimOffer }).check();
  await depositByBank(page, '25');
  await page.getByRole('button', { name: 'Approve the payment' }).click();
  // 25.00 of the player's own and 200 % of it as bonus money.
  await expect(page.getByTestId('player-balance')).toHaveText('€75.00', { timeout: 15_000 });

  // And the 300 free spins, 50 a day, listed on My bonuses with their games (FREE_SPINS, which announces them, is
  // told they are known, so that it stays shut), and one is played in the studio as a free round.
  await page.evaluate(() => localStorage.setItem('previousFreeSpinsCount', '300'));
  await gotoApp(page, '/profile/bonuses');
  await expect(page.getByText('0/50 today').first()).toBeVisible({ timeout: 20_000 });
  const gameLink = page.getByRole('link', { name: /^Play / }).first();
  const gameName = ((await gameLink.textContent()) ?? '').replace(/^Play /, '');
  await gameLink.click();
  const frame = page.frameLocator(`iframe[title="${gameName}"]`);
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  await expect(frame.getByText('Free spins: 50 left', { exact: false })).toBeVisible({ timeout: 20_000 });
  await frame.getByRole('button', { name: studioText.playFreeRound, exact: true }).click();
  await expect(frame.getByText('Free spins: 49 left', { exact: false })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, testInfo, 'free-round-played');

  await gotoApp(page, '/profile/bonuses');
  const active = page.getByTestId('active-bonus');
  await expect(active).toContainText('€50.00');
  await expect(active).toContainText('€0.00 of €500.00 wagered');
  await screenshot(page, testInfo, 'bonuses-active');
  await expectNoSeriousA11yViolations(page, testInfo, 'my-bonuses');

  const staked = await spinASlot(page, 2);
  const wagered = `€${(staked / 100).toFixed(2)} of €500.00 wagered`;
  await expect(active).toContainText(wagered, { timeout: 15_000 });

  await active.getByRole('button', { name: bonuses.active.cancel }).click();
  const confirm = page.getByRole('dialog', { name: bonuses.cancel.title });
  await expect(confirm).toContainText('goes to zero and the wagering so far is lost');
  await screenshot(page, testInfo, 'bonuses-cancel-confirm');
  await confirm.getByRole('button', { name: bonuses.cancel.confirm }).click();
  await expect(page.getByTestId('bonus-history-item').first()).toContainText(bonuses.statuses.cancelled);
  await expect(page.getByTestId('active-bonus')).toHaveCount(0);
});
