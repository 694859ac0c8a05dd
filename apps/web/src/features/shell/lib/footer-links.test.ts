import { describe, expect, it } from 'vitest';
import { footerLinkTarget, quickLinkPath } from './footer-links.ts';

describe('footerLinkTarget', () => {
  it('opens live chat for support_block', () => {
    expect(footerLinkTarget({ code: 'support_block', content: '<p>Write to us</p>' })).toEqual({
      kind: 'chat',
    });
  });

  it('opens the affiliates URL outside the app', () => {
    expect(footerLinkTarget({ code: 'affiliates', content: ' https://partners.example.com/join ' })).toEqual({
      kind: 'external',
      href: 'https://partners.example.com/join',
    });
  });

  it('never turns an affiliates script URL into a link', () => {
    expect(footerLinkTarget({ code: 'affiliates', content: 'javascript:alert(1)' })).toEqual({
      kind: 'internal',
      path: '/info_pages/affiliates',
    });
  });

  it('sends quick links to main plus their content path', () => {
    expect(footerLinkTarget({ code: 'quick_link', content: 'games/slots' })).toEqual({
      kind: 'internal',
      path: '/games/slots',
    });
    expect(footerLinkTarget({ code: 'quick_link_faq', content: '/faq' })).toEqual({
      kind: 'internal',
      path: '/faq',
    });
  });

  it('opens other codes as information pages', () => {
    expect(footerLinkTarget({ code: 'privacy_policy', content: '<p>…</p>' })).toEqual({
      kind: 'internal',
      path: '/info_pages/privacy_policy',
    });
  });
});

describe('quickLinkPath', () => {
  it('keeps a quick link on the site even when it holds a full or protocol-relative URL', () => {
    expect(quickLinkPath('https://elsewhere.example/bonuses?x=1#top')).toBe('/bonuses?x=1#top');
    expect(quickLinkPath('//elsewhere.example/loyalty')).toBe('/loyalty');
    expect(quickLinkPath('javascript:alert(1)')).toBe('/');
    expect(quickLinkPath('')).toBe('/');
  });
});
