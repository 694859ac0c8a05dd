/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const studioPort = process.env.STUDIO_PORT ?? '3100';

/** The game client: a separate app the platform frames; the studio server serves its build under /studio/client/. */
export default defineConfig({
  root: 'src/client',
  base: '/studio/client/',
  plugins: [react()],
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
  },
});
