/** A plain e-mail address: no spaces, one @, a dot in the domain. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The support address named by the contact page: its first `mailto:` link. Null when the page names none, so
 * that the operator changes the address in the content alone, and the app never invents one.
 */
export function supportAddressIn(html: string): string | null {
  for (const match of html.matchAll(/href\s*=\s*["']mailto:([^"'?]+)/gi)) {
    const address = decodeAddress(match[1] ?? '');
    if (address && ADDRESS.test(address)) return address;
  }
  return null;
}

function decodeAddress(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded.trim());
  } catch {
    return null;
  }
}
