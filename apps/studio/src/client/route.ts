/** Which page the address asks for. Both pages come from the same index.html. */
import { resolveLanguage, type Language } from './i18n/languages.ts';

export type Route =
  | {
      readonly page: 'play';
      readonly gameId: string;
      readonly mode: 'real' | 'demo';
      /** The platform's launch token (real mode). */
      readonly token: string | null;
      /** Demo mode's currency (default EUR); real mode's comes from the session. */
      readonly currency: string;
      readonly language: Language;
    }
  | { readonly page: 'fairness'; readonly language: Language }
  | { readonly page: 'not-found'; readonly language: Language };

const PLAY = /^\/studio\/play\/([a-z0-9-]{1,100})\/?$/;
const FAIRNESS = /^\/studio\/fairness\/?$/;

export function parseRoute(href: string): Route {
  const url = new URL(href, 'http://studio.invalid');
  const query = url.searchParams;
  const language = resolveLanguage(query.get('lang'));
  if (FAIRNESS.test(url.pathname)) return { page: 'fairness', language };
  const play = PLAY.exec(url.pathname);
  if (!play?.[1]) return { page: 'not-found', language };
  const currency = query.get('currency')?.toUpperCase() ?? '';
  return {
    page: 'play',
    gameId: play[1],
    mode: query.get('mode') === 'real' ? 'real' : 'demo',
    token: query.get('token') || null,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : 'EUR',
    language,
  };
}
