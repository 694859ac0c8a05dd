import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { EN, gotoApp, pathOf, scrollToFooter } from './helpers.ts';

/** Spec §2.8 (footer) and the content screens: information pages, FAQ, SEO head tags. */

test.use({ serviceWorkers: 'block' });

interface InfoNode {
  code: string;
  title: string;
  childs: InfoNode[];
}
interface SeoPage {
  code: string;
  path: string;
  title: string;
  description: string;
}

const footer = (page: Page) => page.getByRole('contentinfo');

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.describe('footer', () => {
  test('link columns, partner link, licence, payment chips and the rights line', async ({
    page,
    request,
  }) => {
    const { items: columns } = await api<{ items: InfoNode[] }>(request, '/api/content/info-pages?lang=en');
    expect(columns.length).toBeGreaterThan(0);
    await gotoApp(page, '/faq');
    const links = footer(page).getByRole('navigation', { name: EN.footerLinks });

    // Every column of the information-pages tree, with its links, as the database has them.
    for (const column of columns) {
      await expect(links.getByRole('heading', { level: 2, name: column.title, exact: true })).toBeVisible();
      const list = links.getByRole('list', { name: column.title, exact: true });
      await expect(list.getByRole('listitem')).toHaveCount(Math.max(column.childs.length, 1));
    }
    await expect(links.getByRole('link', { name: 'Privacy policy', exact: true })).toHaveAttribute(
      'href',
      '/info_pages/privacy_policy',
    );

    const affiliates = links.getByRole('link', { name: /Affiliate program/ });
    await expect(affiliates).toHaveAttribute('target', '_blank');
    await expect(affiliates).toHaveAttribute('rel', /noopener/);
    await expect(affiliates).toHaveAttribute('href', /^https:\/\//);

    await expect(footer(page).getByRole('heading', { name: 'License' })).toBeVisible();
    await expect(footer(page).getByText(/licensed and regulated by/)).toBeVisible();

    const chips = footer(page).getByRole('list', { name: EN.payments });
    await expect(chips.getByRole('listitem').first()).toHaveText('Bank transfer');
    await expect(chips.getByRole('listitem').last()).toHaveText(EN.paymentsMore);
    await expect(chips.getByRole('listitem')).toHaveCount(7);

    const year = new Date().getFullYear();
    await expect(footer(page).getByText(`© ${year} Lumen Casino. All rights reserved.`)).toBeVisible();
  });

  test('a quick link stays on the site, live chat falls back to e-mail, the logo scrolls to the top', async ({
    page,
  }) => {
    await gotoApp(page, '/faq');
    const links = footer(page).getByRole('navigation', { name: EN.footerLinks });

    const slots = links.getByRole('list', { name: 'Casino' }).getByRole('link', { name: 'Slots' });
    await expect(slots).toHaveAttribute('href', '/games/slots');
    await slots.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    expect(pathOf(page)).toBe('/games/slots');

    // No chat service is configured: the support_block link and the live-chat button e-mail support.
    const email = footer(page).getByRole('link', { name: EN.emailSupport });
    await expect(email).toHaveCount(2);
    for (const link of await email.all())
      await expect(link).toHaveAttribute('href', 'mailto:support@lumen.casino');
    await expect(footer(page).getByRole('button', { name: EN.liveChat })).toHaveCount(0);

    // The contact page names the same address.
    await gotoApp(page, '/faq');
    await footer(page).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/info_pages\/contact_us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('support@lumen.casino').first()).toBeVisible();
    // Let the route change's own scroll to the top finish before scrolling down again.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);

    const logo = footer(page).getByRole('link', { name: EN.logoHome });
    // Scroll until it takes: the page may still be growing, or finishing the route change's own scroll.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(100);
    await logo.click();
    await expect(page.getByRole('heading', { level: 1, name: EN.heroTitle })).toBeVisible();
    expect(pathOf(page)).toBe('/');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);

    // On the main page itself (no route change) the logo still brings the player back to the top.
    // Scroll until it takes: the page may still be growing, or finishing the route change's own scroll.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(100);
    await logo.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    expect(pathOf(page)).toBe('/');
  });
});

test.describe('content', () => {
  test('an information page renders in English and in French', async ({ page }) => {
    await gotoApp(page, '/info_pages/privacy_policy');
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(article.getByText(/^This policy explains how Lumen Entertainment Ltd\./)).toBeVisible();
    expect(await article.locator('p').count()).toBeGreaterThan(2);

    await gotoApp(page, '/fr/info_pages/privacy_policy');
    await expect(
      article.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(article.getByText(/^Cette politique explique/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the FAQ lists its questions and opening one shows its answer', async ({ page, request }) => {
    const { items } = await api<{ items: { question: string }[] }>(request, '/api/content/faq?lang=en');
    await gotoApp(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: EN.faqTitle })).toBeVisible();
    const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions).toHaveCount(items.length);

    const first = questions.first();
    await expect(first).toHaveText(items[0]?.question ?? '');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByRole('region', { name: items[0]?.question ?? '' });
    await expect(answer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Sign up');
    await first.click();
    await expect(answer).toBeHidden();
  });

  test('title, description and canonical link come from the SEO page of the path', async ({
    page,
    request,
  }) => {
    const { items } = await api<{ items: SeoPage[] }>(request, '/api/content/seo-pages?lang=en');
    const main = items.find((item) => item.code === 'seo_main');
    const faq = items.find((item) => item.code === 'seo_faq');
    expect(main && faq).toBeTruthy();
    expect(main?.title).not.toBe(faq?.title);
    const description = page.locator('meta[name="description"]');
    const canonical = page.locator('link[rel="canonical"]');

    await gotoApp(page, '/');
    await expect(page).toHaveTitle(main?.title ?? '');
    await expect(description).toHaveAttribute('content', main?.description ?? '');
    await expect(canonical).toHaveAttribute('href', new URL('/', page.url()).href);

    // A client-side move to the FAQ updates all three.
    await scrollToFooter(page);
    await footer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: EN.faqTitle })).toBeVisible();
    await expect(page).toHaveTitle(faq?.title ?? '');
    await expect(description).toHaveAttribute('content', faq?.description ?? '');
    await expect(canonical).toHaveAttribute('href', /\/faq$/);

    // A path without an SEO page of its own falls back to the main one.
    await gotoApp(page, '/install-app');
    await expect(page).toHaveTitle(main?.title ?? '');
    await expect(canonical).toHaveAttribute('href', /\/install-app$/);
  });
});
