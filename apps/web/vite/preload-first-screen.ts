import type { HtmlTagDescriptor, Plugin } from 'vite';

const FIRST_SCREEN = '/features/lobby/routes/main-screen.tsx';
/** GET /api/bonuses/welcome as `getWelcomeOffer` asks it for English and EUR. */
const WELCOME_OFFER_EN = '/api/bonuses/welcome?lang=en&currency=EUR';

/**
 * Starts, from the HTML, the requests the lobby would otherwise make only after the main script has run:
 * the English translations (the fallback every visitor loads), the visitor's country, the welcome offer the
 * hero states to an English-reading visitor in EUR (the address the app asks for, so the answer is reused), and
 * the lobby screen with the chunks and stylesheets it imports.
 */
export function preloadFirstScreen(): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        const tags = [
          link({ rel: 'preload', as: 'fetch', href: '/api/geo', crossorigin: '' }),
          link({ rel: 'preload', as: 'fetch', href: WELCOME_OFFER_EN, crossorigin: '' }),
        ];
        for (const item of Object.values(bundle)) {
          if (item.type === 'asset' && item.names.includes('locale-en.json')) {
            tags.push(link({ rel: 'preload', as: 'fetch', href: `/${item.fileName}`, crossorigin: '' }));
          }
          // The chunk the main screen's dynamic import loads. Vite 7 hands this hook chunks without their
          // facadeModuleId, so the screen is found among the chunk's modules.
          if (item.type !== 'chunk' || !item.isDynamicEntry) continue;
          if (!item.moduleIds.some((id) => id.endsWith(FIRST_SCREEN))) continue;
          const isEntry = (name: string) => {
            const imported = bundle[name];
            return imported?.type === 'chunk' && imported.isEntry;
          };
          const chunks = [item.fileName, ...item.imports.filter((name) => !isEntry(name))];
          for (const name of chunks) {
            tags.push(link({ rel: 'modulepreload', href: `/${name}` }));
            const imported = bundle[name];
            const css = imported?.type === 'chunk' ? (imported.viteMetadata?.importedCss ?? []) : [];
            for (const sheet of css) tags.push(link({ rel: 'preload', as: 'style', href: `/${sheet}` }));
          }
        }
        return tags;
      },
    },
  };
}
