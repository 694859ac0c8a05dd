/// <reference types="vitest/config" />
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    preloadFirstScreen(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      strategies: 'generateSW',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/studio\//],
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/ws': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});

/**
 * Starts, from the HTML, the requests the lobby would otherwise make only after the main script has run:
 * the English translations (the fallback every visitor loads), the visitor's country and the lobby screen.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', href: '/api/geo', crossorigin: '' },
            injectTo: 'head',
          },
        ];
        for (const item of Object.values(context.bundle ?? {})) {
          if (
            item.type === 'chunk' &&
            item.facadeModuleId?.endsWith('/features/lobby/routes/main-screen.tsx')
          ) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', href: `/${item.fileName}` },
              injectTo: 'head',
            });
          }
          if (
            item.type === 'asset' &&
            item.originalFileNames.some((name) => /locales\/en\/[^/]+\.json$/.test(name))
          ) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'fetch', href: `/${item.fileName}`, crossorigin: '' },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
