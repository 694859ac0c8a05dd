import { expect, test, type Page } from '@playwright/test';
import deAuth from '../apps/web/src/locales/de/auth.json' with { type: 'json' };
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import { gotoApp, screenshot } from './helpers.ts';

/**
 * Player accounts end to end against the real server: sign up → log out → welcome back → log in, and the
 * password reset through the development mailbox. Once in English and once in German, at both widths.
 */

const RUNS = [
  { language: 'en', prefix: '', texts: enAuth.auth },
  { language: 'de', prefix: '/de', texts: deAuth.auth },
] as const;

type Texts = (typeof RUNS)[number]['texts'];

const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, texts: Texts, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: texts.titles.SIGNUP }).click();
  const dialog = page.getByRole('dialog', { name: texts.titles.SIGNUP });
  await expect(dialog.getByLabel(texts.fields.email)).toBeFocused();
  await dialog.getByLabel(texts.fields.email).fill(email);
  await dialog.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await dialog.getByLabel(texts.fields.country).selectOption('DE');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: texts.signup.submit }).click();
  const thanks = page.getByRole('dialog', { name: texts.titles.THANK_FOR_REGISTRATION });
  await thanks.getByRole('button', { name: texts.thanks.play }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
}

async function logOut(page: Page, texts: Texts): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: texts.header.logout }).click();
  await expect(page.getByTestId('player-balance')).toHaveCount(0);
}

async function logIn(page: Page, texts: Texts, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.titles.LOGIN });
  await dialog.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
}

for (const { language, prefix, texts } of RUNS) {
  test.describe(`accounts (${language})`, () => {
    test('sign up, log out, welcome back, log in', async ({ page }, testInfo) => {
      const email = uniqueEmail(`signup-${language}-${testInfo.project.name}`);
      const password = 'Lumen#2024';
      await gotoApp(page, prefix || '/');
      await signUp(page, texts, email, password);
      await screenshot(page, testInfo, `auth-${language}-signed-up`);

      await logOut(page, texts);
      const welcome = page.getByRole('dialog', { name: texts.titles.WELCOME_BACK });
      await expect(welcome).toContainText(email);
      await welcome.getByRole('button', { name: texts.welcomeBack.login }).click();
      await expect(
        page.getByRole('dialog', { name: texts.titles.LOGIN }).getByLabel(texts.fields.email),
      ).toHaveValue(email);
      await logIn(page, texts, password);

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

      await page.goto('/api/dev/mailbox/page');
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
