import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LANGUAGES } from '@casino/rules';
import type { ErrorBody, FaqItem, InfoPageNode, LicenceResponse, SeoPage } from '@casino/contracts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { AppError } from '../../platform/errors.ts';
import { seedContent } from './content.seed.ts';
import { SEED_CONTENT } from './content.seed-data/index.ts';
import { FAQ_CODES, FOOTER, PAGE_CODES, SEO_PAGES } from './content.seed-data/structure.ts';
import { saveFaqItems, saveInfoPages } from './content.service.ts';
import { sanitizeContentHtml } from './content.sanitize.ts';
import { contentBlocks, faqItems, infoPages, seoPages } from './content.tables.ts';

const XSS =
  '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';

describe.each(databaseKinds)('content API on %s', (kind) => {
  const test = useTestApp(kind, {
    prepare: async (database) => {
      await seedContent(database.db, { refresh: false });
    },
  });

  async function get<T>(url: string): Promise<{ status: number; body: T; cacheControl: unknown }> {
    const response = await test.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      body: response.json<T>(),
      cacheControl: response.headers['cache-control'],
    };
  }

  it.each(LANGUAGES)(
    'answers the footer tree in %s, in order, with links and without page bodies',
    async (language) => {
      const words = SEED_CONTENT[language];
      const { status, body, cacheControl } = await get<{ items: InfoPageNode[] }>(
        `/api/content/info-pages?lang=${language}`,
      );
      expect(status).toBe(200);
      expect(cacheControl).toBe('public, max-age=60');
      expect(body.items.map((node) => [node.code, node.title])).toEqual(
        FOOTER.map((column) => [column.code, words.titles[column.code]]),
      );
      body.items.forEach((column, index) => {
        const expected = FOOTER[index]?.childs ?? [];
        expect(column.childs.map((node) => [node.code, node.title, node.content])).toEqual(
          expected.map((entry) => [
            entry.code,
            words.titles[entry.code],
            'target' in entry ? entry.target : '',
          ]),
        );
        for (const child of column.childs) expect(child.childs).toEqual([]);
      });
      const casino = body.items.find((node) => node.code === 'casino');
      expect(casino?.childs.find((node) => node.code === 'quick_link_slots')?.content).toBe('/games/slots');
      const partners = body.items.find((node) => node.code === 'partners');
      expect(partners?.childs).toEqual([
        {
          code: 'affiliates',
          title: words.titles.affiliates,
          content: 'https://affiliates.lumen.casino',
          childs: [],
        },
      ]);
    },
  );

  it.each(LANGUAGES)('answers each information page in %s with its HTML', async (language) => {
    for (const code of PAGE_CODES) {
      const { status, body, cacheControl } = await get<{ page: InfoPageNode }>(
        `/api/content/info-pages/${code}?lang=${language}`,
      );
      expect(status).toBe(200);
      expect(cacheControl).toBe('public, max-age=60');
      expect(body.page).toEqual({
        code,
        title: SEED_CONTENT[language].titles[code],
        content: sanitizeContentHtml(SEED_CONTENT[language].pages[code]),
        childs: [],
      });
    }
  });

  it('answers en when lang is left out', async () => {
    const { body } = await get<{ page: InfoPageNode }>('/api/content/info-pages/privacy_policy');
    expect(body.page.title).toBe(SEED_CONTENT.en.titles.privacy_policy);
  });

  it('falls back to en, code by code, for entries missing in a language', async () => {
    await saveInfoPages(test.database.db, [
      {
        code: 'en_only_page',
        language: 'en',
        parentCode: 'information',
        position: 1000,
        title: 'Only in English',
        content: '<p>English</p>',
      },
    ]);
    await test.database.db
      .delete(infoPages)
      .where(and(eq(infoPages.code, 'cookie_policy'), eq(infoPages.language, 'de')));

    const { body } = await get<{ items: InfoPageNode[] }>('/api/content/info-pages?lang=de');
    const information = body.items.find((node) => node.code === 'information');
    expect(information?.title).toBe(SEED_CONTENT.de.titles.information);
    expect(information?.childs.find((node) => node.code === 'cookie_policy')?.title).toBe(
      SEED_CONTENT.en.titles.cookie_policy,
    );
    expect(information?.childs.find((node) => node.code === 'privacy_policy')?.title).toBe(
      SEED_CONTENT.de.titles.privacy_policy,
    );
    expect(information?.childs.at(-1)).toEqual({
      code: 'en_only_page',
      title: 'Only in English',
      content: '',
      childs: [],
    });
    const page = await get<{ page: InfoPageNode }>('/api/content/info-pages/en_only_page?lang=sl');
    expect(page.body.page.content).toBe('<p>English</p>');

    // A start-up seed (refresh: false) puts back the missing row and nothing else.
    expect(await seedContent(test.database.db, { refresh: false })).toBe(1);
    const again = await get<{ items: InfoPageNode[] }>('/api/content/info-pages?lang=de');
    const restored = again.body.items
      .find((node) => node.code === 'information')
      ?.childs.find((node) => node.code === 'cookie_policy');
    expect(restored?.title).toBe(SEED_CONTENT.de.titles.cookie_policy);
    await test.database.db.delete(infoPages).where(eq(infoPages.code, 'en_only_page'));
  });

  it('answers 404 with the error body for an unknown page code, and 400 for a malformed one', async () => {
    const missing = await get<ErrorBody>('/api/content/info-pages/no_such_page?lang=fr');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
    const malformed = await get<ErrorBody>('/api/content/info-pages/Bad%20Code');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_failed');
  });

  it.each(LANGUAGES)('answers the SEO pages in %s, seo_main first with path /', async (language) => {
    const { status, body, cacheControl } = await get<{ items: SeoPage[] }>(
      `/api/content/seo-pages?lang=${language}`,
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60');
    expect(body.items[0]).toEqual({ code: 'seo_main', path: '/', ...SEED_CONTENT[language].seo.seo_main });
    expect(new Set(body.items.map((page) => `${page.code} ${page.path}`))).toEqual(
      new Set(SEO_PAGES.map((page) => `${page.code} ${page.path}`)),
    );
    for (const page of body.items)
      expect(page.title).toBe(
        SEED_CONTENT[language].seo[page.code as (typeof SEO_PAGES)[number]['code']].title,
      );
  });

  it.each(LANGUAGES)('answers the licence and the FAQ in %s', async (language) => {
    const licence = await get<LicenceResponse>(`/api/content/licence?lang=${language}`);
    expect(licence.status).toBe(200);
    expect(licence.cacheControl).toBe('public, max-age=60');
    expect(licence.body.title).toBe(SEED_CONTENT[language].licence.title);
    expect(licence.body.content).toContain('GAL-2024-0178');
    expect(licence.body.content).toContain('18+');

    const faq = await get<{ items: FaqItem[] }>(`/api/content/faq?lang=${language}`);
    expect(faq.status).toBe(200);
    expect(faq.cacheControl).toBe('public, max-age=60');
    expect(faq.body.items.map((item) => item.id)).toEqual([...FAQ_CODES]);
    expect(faq.body.items.map((item) => item.question)).toEqual(
      FAQ_CODES.map((code) => SEED_CONTENT[language].faq[code].question),
    );
  });

  it.each([
    '/api/content/info-pages',
    '/api/content/info-pages/about_us',
    '/api/content/seo-pages',
    '/api/content/licence',
    '/api/content/faq',
  ])('refuses an unknown language on %s', async (path) => {
    for (const lang of ['xx', 'EN', 'en-US', '']) {
      const { status, body } = await get<ErrorBody>(`${path}?lang=${encodeURIComponent(lang)}`);
      expect(status, lang).toBe(400);
      expect(body.error.code).toBe('validation_failed');
    }
  });

  it('stores HTML sanitized when written through the service', async () => {
    await saveInfoPages(test.database.db, [
      {
        code: 'xss_test',
        language: 'en',
        parentCode: null,
        position: 9999,
        title: '<b>Title</b>',
        content: XSS,
      },
    ]);
    const [stored] = await test.database.db.select().from(infoPages).where(eq(infoPages.code, 'xss_test'));
    expect(stored?.content).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');

    const { body } = await get<{ page: InfoPageNode }>('/api/content/info-pages/xss_test');
    expect(body.page.content).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    // Titles are plain text: kept as written, shown as text by the client.
    expect(body.page.title).toBe('<b>Title</b>');
    await test.database.db.delete(infoPages).where(eq(infoPages.code, 'xss_test'));
  });

  it('refuses unsafe link targets', async () => {
    await expect(
      saveInfoPages(test.database.db, [
        {
          code: 'quick_link_bad',
          language: 'en',
          parentCode: 'casino',
          position: 1,
          title: 'Bad',
          content: 'javascript:alert(1)',
        },
      ]),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      saveInfoPages(test.database.db, [
        {
          code: 'affiliates',
          language: 'en',
          parentCode: 'partners',
          position: 1,
          title: 'Bad',
          content: '//evil.example',
        },
      ]),
    ).rejects.toBeInstanceOf(AppError);
  });

  it('cleans HTML again when reading rows that were written around the service', async () => {
    await test.database.db.insert(infoPages).values({
      code: 'raw_page',
      language: 'en',
      parentCode: null,
      position: 9999,
      title: 'Raw',
      content: XSS,
    });
    await test.database.db
      .insert(faqItems)
      .values({ code: 'raw_faq', language: 'en', position: 9999, question: 'Raw?', answer: XSS });
    await test.database.db
      .update(contentBlocks)
      .set({ content: `${XSS}<p>Licence</p>` })
      .where(and(eq(contentBlocks.code, 'licence'), eq(contentBlocks.language, 'en')));

    const clean = '<p>Hi<a rel="noopener noreferrer">x</a></p>';
    expect((await get<{ page: InfoPageNode }>('/api/content/info-pages/raw_page')).body.page.content).toBe(
      clean,
    );
    expect(
      (await get<{ items: FaqItem[] }>('/api/content/faq')).body.items.find((item) => item.id === 'raw_faq')
        ?.answer,
    ).toBe(clean);
    expect((await get<LicenceResponse>('/api/content/licence')).body.content).toBe(`${clean}<p>Licence</p>`);

    await test.database.db.delete(infoPages).where(eq(infoPages.code, 'raw_page'));
    await test.database.db.delete(faqItems).where(eq(faqItems.code, 'raw_faq'));
    await seedContent(test.database.db, { refresh: true });
  });

  it('keeps edited rows on a start-up seed and restores them on a refresh', async () => {
    await saveInfoPages(test.database.db, [
      {
        code: 'about_us',
        language: 'fr',
        parentCode: 'information',
        position: 10,
        title: 'Qui sommes-nous (modifié)',
        content: '<p>Modifié</p>',
      },
    ]);
    await saveFaqItems(test.database.db, [
      {
        code: 'deposits',
        language: 'fr',
        position: 30,
        question: 'Question modifiée ?',
        answer: '<p>Réponse</p>',
      },
    ]);

    expect(await seedContent(test.database.db, { refresh: false })).toBe(0);
    expect(
      (await get<{ page: InfoPageNode }>('/api/content/info-pages/about_us?lang=fr')).body.page.title,
    ).toBe('Qui sommes-nous (modifié)');

    expect(await seedContent(test.database.db, { refresh: true })).toBe(2);
    const page = (await get<{ page: InfoPageNode }>('/api/content/info-pages/about_us?lang=fr')).body.page;
    expect(page.title).toBe(SEED_CONTENT.fr.titles.about_us);
    expect(page.content).toBe(sanitizeContentHtml(SEED_CONTENT.fr.pages.about_us));
    const faq = (await get<{ items: FaqItem[] }>('/api/content/faq?lang=fr')).body.items;
    expect(faq.find((item) => item.id === 'deposits')?.question).toBe(SEED_CONTENT.fr.faq.deposits.question);

    // Nothing left to change: a refresh writes no row, and seeding never duplicates FAQ items.
    expect(await seedContent(test.database.db, { refresh: true })).toBe(0);
    expect(await test.database.db.$count(faqItems)).toBe(LANGUAGES.length * FAQ_CODES.length);
  });

  it('has the same info-page, SEO, licence and FAQ codes in every language', async () => {
    const byLanguage = async (rows: Promise<Array<{ code: string; language: string }>>) => {
      const map = new Map<string, string[]>();
      for (const row of await rows)
        map.set(row.language, [...(map.get(row.language) ?? []), row.code].sort());
      return map;
    };
    for (const table of [infoPages, seoPages, contentBlocks, faqItems]) {
      const codes = await byLanguage(
        test.database.db.select({ code: table.code, language: table.language }).from(table),
      );
      expect([...codes.keys()].sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(codes.get(language), language).toEqual(codes.get('en'));
    }
  });
});
