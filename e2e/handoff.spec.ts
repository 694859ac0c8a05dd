import { expect, request, test } from '@playwright/test';
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import { csrfHeader, playerInfo } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * A sign-in link (`?account=`) minted by another player never switches a signed-in browser by itself: the app
 * names the account the link opens and waits for the player's choice.
 */

const texts = AUTH_TEXTS.en;
const PASSWORD = 'Lumen#2024';

test('a link from another player asks before switching accounts', async ({ page, baseURL }, testInfo) => {
  // Two accounts, two page loads of the full main page and an axe scan.
  test.setTimeout(60_000);
  const sender = uniqueEmail(`handoff-sender-${testInfo.project.name}`);
  const other = await request.newContext({ baseURL });
  const registered = await other.post('/api/auth/register', {
    data: {
      email: sender,
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      language: 'en',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const minted = await other.post('/api/auth/handoff-token', {
    headers: csrfHeader((await other.storageState()).cookies),
  });
  expect(minted.status()).toBe(200);
  const { token } = (await minted.json()) as { token: string };
  await other.dispose();

  const player = uniqueEmail(`handoff-player-${testInfo.project.name}`);
  await gotoApp(page, '/');
  await signUp(page, texts, player, PASSWORD);

  await page.goto(`/?account=${encodeURIComponent(token)}`);
  const dialog = page.getByRole('dialog', { name: enModals.modals.titles.CONFIRM_SIGN_IN });
  await expect(dialog).toBeVisible();
  const masked = `${sender[0]}***@example.com`;
  await expect(dialog.getByRole('button', { name: `Continue as ${masked}` })).toBeVisible();
  const stay = dialog.getByRole('button', { name: `Stay signed in as ${player}` });
  await expect(stay).toBeFocused();
  await expect(page).not.toHaveURL(/account=/);
  await expectNoSeriousA11yViolations(page, testInfo, 'confirm-sign-in');
  await screenshot(page, testInfo, 'handoff-confirm');

  // Enter on the focused, safe choice keeps the player who is signed in.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await playerInfo(page)).email).toBe(player);

  // The link was not spent: opened again and confirmed, it signs in as its own account.
  await page.goto(`/?account=${encodeURIComponent(token)}`);
  await dialog.getByRole('button', { name: `Continue as ${masked}` }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await playerInfo(page)).email).toBe(sender);
});
