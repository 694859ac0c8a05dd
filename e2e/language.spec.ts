import { expect, test } from '@playwright/test';
import { DE, EN, gotoApp, isDesktop, pathOf, storageItem } from './helpers.ts';

/** Spec §2.8 "Language switch" and §2.10: the path prefix changes, the query stays, the choice is stored. */

test.use({ serviceWorkers: 'block' });

test('the footer language picker switches to German and back, keeping the query', async ({ page }) => {
  await gotoApp(page, '/faq?x=1');
  await expect(page.getByRole('heading', { level: 1, name: EN.faqTitle })).toBeVisible();

  const picker = page.getByRole('contentinfo').getByRole('combobox', { name: EN.footerLanguage });
  await picker.selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(/\/de\/faq\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: DE.faqTitle })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: DE.login })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await storageItem(page, 'language')).toBe('de');

  // The picker is labelled in German now.
  await page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: 'Sprache' })
    .selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: EN.faqTitle })).toBeVisible();
  expect(pathOf(page)).toBe('/faq?x=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching back to English stores English, so the next visit opens in English', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'language logic: desktop project only');
  await gotoApp(page, '/de/faq?x=1');
  await page
    .getByRole('contentinfo')
    .getByRole('combobox', { name: 'Sprache' })
    .selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1, name: EN.faqTitle })).toBeVisible();
  expect(pathOf(page)).toBe('/faq?x=1');
  await gotoApp(page, '/');
  expect(pathOf(page), 'the English choice is kept').toBe('/');
  expect(await storageItem(page, 'language')).toBe('en');
});

test('the sidebar language list switches the language (flyout when collapsed, list in the drawer)', async ({
  page,
}, testInfo) => {
  await gotoApp(page, '/faq?x=1');
  const menu = page.getByRole('banner').getByRole('button', { name: EN.menu });
  const sidebar = page.getByRole('navigation', { name: EN.sidebar });
  await menu.click();
  if (isDesktop(testInfo)) {
    // Docked sidebar: the toggle collapses it; the language is a flyout.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await sidebar.getByRole('button', { name: 'Language: English' }).click();
    await sidebar
      .getByRole('group', { name: 'Language: English' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
  } else {
    // Drawer: the language is a collapsible list.
    await expect(sidebar).toBeVisible();
    const toggle = sidebar.getByRole('button', { name: 'Language: English' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('button', { name: 'Deutsch' }).click();
  }
  await expect(page).toHaveURL(/\/de\/faq\?x=1$/);
  await expect(page.getByRole('heading', { level: 1, name: DE.faqTitle })).toBeVisible();
  expect(await storageItem(page, 'language')).toBe('de');
});

test('a stored language choice is used when the address has none', async ({ page, isMobile }) => {
  test.skip(isMobile, 'language logic: desktop project only');
  await gotoApp(page, '/de/faq');
  expect(await storageItem(page, 'language')).toBe('de');
  await gotoApp(page, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: DE.faqTitle })).toBeVisible();
  expect(pathOf(page)).toBe('/de/faq');
});
