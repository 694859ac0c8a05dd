import { expect, type Page } from '@playwright/test';
import deAuth from '../apps/web/src/locales/de/auth.json' with { type: 'json' };
import enAuth from '../apps/web/src/locales/en/auth.json' with { type: 'json' };
import deModals from '../apps/web/src/locales/de/modals.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };

/** The sign-up, log-out, welcome-back and log-in steps a player takes, shared by the account journeys. */

export const AUTH_TEXTS = { en: enAuth.auth, de: deAuth.auth } as const;
/** The deposit modal's title (modal titles live in modals.json). */
const DEPOSIT_TITLE = { en: enModals.modals.titles.DEPOSIT, de: deModals.modals.titles.DEPOSIT } as const;
export type AuthTexts = (typeof AUTH_TEXTS)[keyof typeof AUTH_TEXTS];

export const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(
  page: Page,
  texts: AuthTexts,
  email: string,
  password: string,
  { keepDepositModal = false } = {},
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: texts.titles.SIGNUP }).click();
  const dialog = page.getByRole('dialog', { name: texts.titles.SIGNUP });
  await expect(dialog.getByLabel(texts.fields.email)).toBeFocused();
  await dialog.getByLabel(texts.fields.email).fill(email);
  await dialog.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await dialog.getByLabel(texts.fields.country).selectOption('DE');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: texts.signup.submit }).click();
  const thanks = page.getByRole('dialog', { name: texts.titles.THANK_FOR_REGISTRATION });
  // The thank-you leads to the first deposit: its main action opens the deposit modal (the session's one offer).
  await thanks.getByRole('button', { name: texts.thanks.deposit }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
  // Unless the journey deposits now, it goes on without the deposit modal.
  const deposit = page.getByRole('dialog', { name: DEPOSIT_TITLE[texts === AUTH_TEXTS.de ? 'de' : 'en'] });
  await expect(deposit).toBeVisible();
  if (keepDepositModal) return;
  await page.keyboard.press('Escape');
  await expect(deposit).toBeHidden();
}

export async function logOut(page: Page, texts: AuthTexts): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: texts.header.logout }).click();
  await expect(page.getByTestId('player-balance')).toHaveCount(0);
}

/** Fills the password in the open log-in dialog (its e-mail already filled) and signs in. */
export async function logIn(page: Page, texts: AuthTexts, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.titles.LOGIN });
  await dialog.getByLabel(texts.fields.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: texts.login.submit }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
}

/** After a log-out: the welcome-back modal greets the player and leads to the prefilled log-in. */
export async function welcomeBackAndLogIn(
  page: Page,
  texts: AuthTexts,
  email: string,
  password: string,
): Promise<void> {
  const welcome = page.getByRole('dialog', { name: texts.titles.WELCOME_BACK });
  await expect(welcome).toContainText(email);
  await welcome.getByRole('button', { name: texts.welcomeBack.login }).click();
  await expect(
    page.getByRole('dialog', { name: texts.titles.LOGIN }).getByLabel(texts.fields.email),
  ).toHaveValue(email);
  await logIn(page, texts, password);
}
