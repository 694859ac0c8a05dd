import { expect, type Page } from '@playwright/test';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import enCashier from '../apps/web/src/locales/en/cashier.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };

const cashier = enCashier.cashier;
const profileLabels = enAccount.account.profile;
const titles = enModals.modals.titles;

/** The sandbox payment provider's page, where the player approves, declines or cancels a payment. */
export const providerPage = (page: Page) => page.getByRole('heading', { name: 'Sandbox payment provider' });

/**
 * A new player's first deposit by card from the open deposit modal: the card needs the player's names, so
 * FORM_FIELDS asks for them first, with the date of birth a first real-money game needs, then the deposit goes
 * on to the sandbox provider's page.
 */
export async function depositByBank(page: Page, amount: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: titles.DEPOSIT });
  await dialog.getByLabel(cashier.amount.label).fill(amount);
  await dialog.getByRole('button', { name: cashier.deposit.submit }).click();
  const fields = page.getByRole('dialog', { name: titles.FORM_FIELDS });
  await fields.getByLabel(profileLabels.firstName).fill('Ana');
  await fields.getByLabel(profileLabels.surename).fill('Popescu');
  await fields.getByLabel(profileLabels.day, { exact: true }).selectOption('10');
  await fields.getByLabel(profileLabels.month, { exact: true }).selectOption({ index: 12 });
  await fields.getByLabel(profileLabels.year, { exact: true }).selectOption('1990');
  await fields.getByRole('button', { name: cashier.formFields.submit }).click();
  await expect(providerPage(page)).toBeVisible();
}
