import { describe, expect, it } from 'vitest';
import {
  cleanInfoPageContent,
  isExternalHttpUrl,
  isInternalPath,
  sanitizeContentHtml,
} from './content.sanitize.ts';

describe('sanitizeContentHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>emphasis</em><br />and a <a href="/faq" title="Help" rel="noopener noreferrer">link</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table><h3>x</h3><h4>y</h4>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    ['a script tag and its text', '<p>Hello<script>alert(1)</script></p>', '<p>Hello</p>'],
    ['an upper-case script tag', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>', '<p>a</p>'],
    ['a split script tag', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['an image with onerror', '<p><img src="x" onerror="alert(1)">text</p>', '<p>text</p>'],
    ['an image with a javascript: src', '<img src="javascript:alert(1)">', ''],
    ['event handlers on allowed tags', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    [
      'style attributes and tags',
      '<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>',
      '<p>x</p>',
    ],
    ['class and id attributes', '<p class="a" id="b">x</p>', '<p>x</p>'],
    ['iframes with their text', '<iframe src="https://evil.example">inner</iframe><p>x</p>', '<p>x</p>'],
    ['svg payloads', '<svg onload="alert(1)"><script>alert(1)</script></svg>', ''],
    ['MathML payloads', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['a noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    [
      'forms and inputs',
      '<form action="https://evil.example"><input name="p"><button>go</button></form>',
      'go',
    ],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeContentHtml(dirty)).toBe(clean);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav\tascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/path',
  ])('drops the href %j', (href) => {
    expect(sanitizeContentHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it.each([
    'https://example.com/a?b=1',
    'http://example.com',
    'mailto:support@lumen.casino',
    '/info_pages/kyc_policy',
    'faq#top',
  ])('keeps the href %j and forces rel', (href) => {
    const clean = sanitizeContentHtml(`<a href="${href}" target="_blank" rel="opener">x</a>`);
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).not.toContain('target');
    expect(clean).not.toContain('opener"');
    expect(clean).toContain('href="');
  });

  it('escapes text so that it cannot become markup', () => {
    expect(sanitizeContentHtml('<p>1 < 2 & "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
  });

  it('is idempotent, so that cleaning again on read changes nothing', () => {
    const dirty =
      '<p onclick="x">a &amp; b < c<a href="https://x.example/?a=1&b=2">q</a><script>1</script></p>';
    const once = sanitizeContentHtml(dirty);
    expect(sanitizeContentHtml(once)).toBe(once);
  });
});

describe('link targets', () => {
  it.each(['/', '/games/slots', '/info_pages/privacy_policy', '/games/live?tab=vip'])(
    'accepts the internal path %j',
    (path) => {
      expect(isInternalPath(path)).toBe(true);
    },
  );

  it.each([
    '',
    'games/slots',
    '//evil.example',
    '/\\evil.example',
    'https://x.example',
    'javascript:alert(1)',
    '/a b',
    '/"onmouseover',
  ])('refuses the internal path %j', (path) => {
    expect(isInternalPath(path)).toBe(false);
  });

  it.each([
    ['https://affiliates.lumen.casino', true],
    ['http://example.com/x?y=1', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://user:pass@example.com', false],
    ['/relative', false],
    ['https://example.com/"><script>', false],
  ])('isExternalHttpUrl(%j) is %s', (url, expected) => {
    expect(isExternalHttpUrl(url)).toBe(expected);
  });

  it('cleans node content by the kind its code gives', () => {
    expect(cleanInfoPageContent('quick_link_slots', ' /games/slots ')).toBe('/games/slots');
    expect(cleanInfoPageContent('quick_link_slots', 'javascript:alert(1)')).toBeNull();
    expect(cleanInfoPageContent('affiliates', 'https://affiliates.lumen.casino')).toBe(
      'https://affiliates.lumen.casino',
    );
    expect(cleanInfoPageContent('affiliates', 'javascript:alert(1)')).toBeNull();
    expect(cleanInfoPageContent('about_us', '<p>a</p><script>b</script>')).toBe('<p>a</p>');
  });
});
