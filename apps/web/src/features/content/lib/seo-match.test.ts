import { describe, expect, it } from 'vitest';
import type { SeoPage } from '@casino/contracts';
import { canonicalUrl, findSeoPage, stripLanguagePrefix } from './seo-match.ts';

const pages: SeoPage[] = [
  { code: 'seo_main', path: '/', title: 'Lumen Casino', description: 'Main' },
  { code: 'seo_slots', path: '/games/slots', title: 'Slots', description: 'All slots' },
  { code: 'seo_bonuses', path: 'bonuses/', title: 'Bonuses', description: 'Offers' },
];

describe('stripLanguagePrefix', () => {
  it('removes a supported language segment only', () => {
    expect(stripLanguagePrefix('/de/games/slots')).toBe('/games/slots');
    expect(stripLanguagePrefix('/sl')).toBe('/');
    expect(stripLanguagePrefix('/games/slots')).toBe('/games/slots');
    expect(stripLanguagePrefix('/xx/games')).toBe('/xx/games');
  });
});

describe('findSeoPage', () => {
  it('matches the path without the language prefix', () => {
    expect(findSeoPage(pages, '/games/slots')?.code).toBe('seo_slots');
    expect(findSeoPage(pages, '/fr/games/slots')?.code).toBe('seo_slots');
  });

  it('ignores trailing slashes, case, query and hash on both sides', () => {
    expect(findSeoPage(pages, '/pt/Bonuses/')?.code).toBe('seo_bonuses');
    expect(
      findSeoPage(
        [{ code: 'seo_slots', path: '/games/slots?ref=x', title: 'Slots', description: '' }],
        '/games/slots',
      )?.code,
    ).toBe('seo_slots');
  });

  it('matches the main page with and without a language root', () => {
    expect(findSeoPage(pages, '/')?.code).toBe('seo_main');
    expect(findSeoPage(pages, '/ro')?.code).toBe('seo_main');
  });

  it('falls back to seo_main for a path without its own entry', () => {
    expect(findSeoPage(pages, '/tournaments')?.code).toBe('seo_main');
    expect(findSeoPage(pages, '/games')?.code).toBe('seo_main');
  });

  it('gives nothing when neither a match nor seo_main exists', () => {
    expect(findSeoPage(pages.slice(1), '/loyalty')).toBeUndefined();
    expect(findSeoPage([], '/')).toBeUndefined();
  });
});

describe('canonicalUrl', () => {
  it('is the origin plus the localized path', () => {
    expect(canonicalUrl('https://lumen.example', '/de/games/slots/')).toBe(
      'https://lumen.example/de/games/slots',
    );
    expect(canonicalUrl('https://lumen.example', '/')).toBe('https://lumen.example/');
  });
});
