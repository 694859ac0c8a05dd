import { describe, expect, it } from 'vitest';
import { supportAddressIn } from './support-address.ts';

describe('supportAddressIn', () => {
  it('finds the first e-mail link of the contact page', () => {
    const html =
      '<h2>E-mail</h2><p>Write to <a href="mailto:support@lumen.casino" rel="noopener noreferrer">us</a>.</p>' +
      '<p>Press: <a href="mailto:press@lumen.casino">press</a></p>';
    expect(supportAddressIn(html)).toBe('support@lumen.casino');
  });

  it('drops a subject and decodes the address', () => {
    expect(supportAddressIn('<a href="mailto:help%2Bvip@example.com?subject=Hi">x</a>')).toBe(
      'help+vip@example.com',
    );
  });

  it('names no address when the page has none, or only a broken one', () => {
    expect(supportAddressIn('<p>Call us.</p><a href="/faq">FAQ</a>')).toBeNull();
    expect(supportAddressIn('<a href="mailto:not an address">x</a>')).toBeNull();
  });
});
