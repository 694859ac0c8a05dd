import { expect, test } from '@playwright/test';
import { AUTH_TEXTS, logIn, logOut, signUp, uniqueEmail, welcomeBackAndLogIn } from './auth-steps.ts';
import { gotoApp, screenshot } from './helpers.ts';

/**
 * Player accounts end to end against the real server: sign up → log out → welcome back → log in, and the
 * password reset through the development mailbox. Once in English and once in German, at both widths.
 */

const RUNS = [
  { language: 'en', prefix: '', texts: AUTH_TEXTS.en },
  { language: 'de', prefix: '/de', texts: AUTH_TEXTS.de },
] as const;

for (const { language, prefix, texts } of RUNS) {
  test.describe(`accounts (${language})`, () => {
    test('sign up, log out, welcome back, log in', async ({ page }, testInfo) => {
      const email = uniqueEmail(`signup-${language}-${testInfo.project.name}`);
      const password = 'Lumen#2024';
      await gotoApp(page, prefix || '/');
      await signUp(page, texts, email, password);
      await screenshot(page, testInfo, `auth-${language}-signed-up`);

      await logOut(page, texts);
      await welcomeBackAndLogIn(page, texts, email, password);

      // A reload keeps the session (the httpOnly cookie), and storage holds no secret.
      await page.reload();
      await expect(page.getByTestId('player-balance')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe('cookie');
    });

    test('password reset through the development mailbox', async ({ page }, testInfo) => {
      const email = uniqueEmail(`reset-${language}-${testInfo.project.name}`);
      await gotoApp(page, prefix || '/');
      await signUp(page, texts, email, 'Lumen#2024');
      await logOut(page, texts);
      await page.keyboard.press('Escape');

      await page.getByRole('banner').getByRole('button', { name: texts.titles.LOGIN }).click();
      await page
        .getByRole('dialog', { name: texts.titles.LOGIN })
        .getByRole('button', { name: texts.login.forgotPassword })
        .click();
      const request = page.getByRole('dialog', { name: texts.titles.RESET_PASSWORD });
      await request.getByLabel(texts.fields.email).fill(email);
      await request.getByRole('button', { name: texts.reset.send }).click();
      await expect(page.getByText(texts.reset.sent)).toBeVisible();

      // The mail is written just after the answer, so the mailbox may need another look.
      await expect(async () => {
        await page.goto('/api/dev/mailbox/page');
        await expect(page.getByText(email).first()).toBeVisible({ timeout: 1000 });
      }).toPass();
      const link = page.locator(`a[href*="/reset-password/"]`).filter({ hasText: /reset-password/ });
      const mail = page.locator('article, li, section').filter({ hasText: email }).first();
      const href = await ((await mail.count()) ? mail.locator('a[href*="/reset-password/"]') : link)
        .first()
        .getAttribute('href');
      expect(href).toContain(`${prefix}/reset-password/`);
      await gotoApp(page, new URL(href ?? '', page.url()).pathname, { ready: 'shell' });

      const confirm = page.getByRole('dialog', { name: texts.titles.RESET_PASSWORD });
      await confirm.getByLabel(texts.fields.newPassword, { exact: true }).fill('Fresh#2025');
      await confirm.getByLabel(texts.fields.passwordConfirmation, { exact: true }).fill('Fresh#2025');
      await confirm.getByRole('button', { name: texts.reset.save }).click();
      const success = page.getByRole('dialog', { name: texts.titles.RESET_PASSWORD_SUCCESS });
      await success.getByRole('button', { name: texts.resetSuccess.login }).click();
      await page.getByRole('dialog', { name: texts.titles.LOGIN }).getByLabel(texts.fields.email).fill(email);
      await logIn(page, texts, 'Fresh#2025');
      await screenshot(page, testInfo, `auth-${language}-after-reset`);
    });
  });
}
