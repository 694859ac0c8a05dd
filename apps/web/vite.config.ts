/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { localeBundles } from './vite/locale-bundles.ts';
import { preloadFirstScreen } from './vite/preload-first-screen.ts';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    localeBundles(fileURLToPath(new URL('./src/locales', import.meta.url))),
    preloadFirstScreen(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      strategies: 'generateSW',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/studio\//, /^\/sandbox-pay\//],
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./vite/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // No module-preload polyfill: the browsers without module preload (Safari before 17, Firefox before 115) only
    // lose the head start; the polyfill cost every first load its bytes.
    modulePreload: { polyfill: false },
    // Terser with two passes writes about 2 % less JavaScript than esbuild's minifier: the lobby's budget is tight.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
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
