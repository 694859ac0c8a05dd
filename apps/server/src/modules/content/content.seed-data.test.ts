import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@casino/rules';
import { sanitizeContentHtml } from './content.sanitize.ts';
import { SEED_CONTENT } from './content.seed-data/index.ts';
import {
  FAQ_CODES,
  FOOTER,
  PAGE_CODES,
  SEO_PAGES,
  type LanguageContent,
} from './content.seed-data/structure.ts';

/** Every text of a language, keyed by where it sits, for comparisons across languages. */
function texts(content: LanguageContent): Map<string, string> {
  const map = new Map<string, string>();
  for (const code of PAGE_CODES) map.set(`page ${code}`, content.pages[code]);
  for (const page of SEO_PAGES) {
    map.set(`seo ${page.code} title`, content.seo[page.code].title);
    map.set(`seo ${page.code} description`, content.seo[page.code].description);
  }
  map.set('licence', content.licence.content);
  for (const code of FAQ_CODES) {
    map.set(`faq ${code} question`, content.faq[code].question);
    map.set(`faq ${code} answer`, content.faq[code].answer);
  }
  return map;
}

const NON_ENGLISH = LANGUAGES.filter((language) => language !== 'en' && language !== 'gb');
const internalPaths = new Set([
  ...PAGE_CODES.map((code) => `/info_pages/${code}`),
  ...SEO_PAGES.map((page) => page.path),
  // The player's protection tools (limits, reality checks, breaks) in the web app's account area.
  '/profile/responsible-gambling',
]);

describe.each(LANGUAGES)('demo content in %s', (language: Language) => {
  const content = SEED_CONTENT[language];

  it('has SEO titles under 60 characters and descriptions of 120-160', () => {
    for (const page of SEO_PAGES) {
      const { title, description } = content.seo[page.code];
      expect(title.length, `${page.code} title: ${title}`).toBeLessThan(60);
      expect(description.length, `${page.code} description: ${description}`).toBeGreaterThanOrEqual(120);
      expect(description.length, `${page.code} description: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  it('uses only allowed HTML (the sanitizer changes nothing but adding rel to links)', () => {
    for (const [where, html] of [...texts(content)].filter(
      ([key]) => key.startsWith('page') || key === 'licence' || key.endsWith('answer'),
    )) {
      expect(sanitizeContentHtml(html).replaceAll(' rel="noopener noreferrer"', ''), where).toBe(html);
    }
  });

  it('links only to pages and routes that exist', () => {
    for (const [where, html] of texts(content)) {
      for (const match of html.matchAll(/href="([^"]+)"/g)) {
        const href = match[1] ?? '';
        if (href.startsWith('mailto:')) expect(href, where).toBe('mailto:support@lumen.casino');
        else expect(internalPaths.has(href), `${where} links to ${href}`).toBe(true);
      }
    }
  });

  it('names the operator, the licence and the age limit, and gives the support address', () => {
    expect(content.licence.content).toContain('Lumen Entertainment Ltd.');
    expect(content.licence.content).toContain('GAL-2024-0178');
    expect(content.licence.content).toContain('18+');
    expect(content.pages.contact_us).toContain('support@lumen.casino');
  });

  it('has a title for every footer node, and pages of several paragraphs', () => {
    for (const column of FOOTER) {
      expect(content.titles[column.code].trim()).not.toBe('');
      for (const entry of column.childs) expect(content.titles[entry.code].trim()).not.toBe('');
    }
    for (const code of PAGE_CODES) {
      expect(content.pages[code].match(/<p>/g)?.length ?? 0, code).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('translations', () => {
  it.each(NON_ENGLISH)('%s translates every text (no English copies)', (language) => {
    const english = texts(SEED_CONTENT.en);
    const british = texts(SEED_CONTENT.gb);
    for (const [where, text] of texts(SEED_CONTENT[language])) {
      expect(text, where).not.toBe(english.get(where));
      expect(text, where).not.toBe(british.get(where));
    }
  });

  it('gb is British English', () => {
    const british = [...texts(SEED_CONTENT.gb).values(), ...Object.values(SEED_CONTENT.gb.titles)].join('\n');
    expect(british).not.toMatch(
      /\b(color|favorite|organization|center|program|license number|summarize|recognize)\b/i,
    );
    expect(SEED_CONTENT.gb.licence.title).toBe('Licence');
    expect(SEED_CONTENT.gb.pages.bonus_terms).toContain('£');
  });
});
