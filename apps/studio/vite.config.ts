/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const studioPort = process.env.STUDIO_PORT ?? '3100';

/** In development, the game's addresses get the client page, as the studio server does with the build. */
function clientPages(): Plugin {
  const page = /^\/studio\/(?:play\/[a-z0-9-]+|fairness)\/?(?=\?|$)/;
  return {
    name: 'studio-client-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && page.test(request.url)) request.url = '/studio/client/index.html';
        next();
      });
    },
  };
}

/** The game client: a separate app the platform frames; the studio server serves its build under /studio/client/. */
export default defineConfig({
  root: 'src/client',
  base: '/studio/client/',
  plugins: [react(), clientPages()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/studio/api': `http://127.0.0.1:${studioPort}`,
      '/studio/art': `http://127.0.0.1:${studioPort}`,
    },
  },
  test: {
    name: 'studio-client',
    root: import.meta.dirname,
    include: ['src/client/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/client/test-setup.ts'],
  },
});
