import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // The games' exact analyses (all 2,598,960 poker hands, every blackjack split) take seconds of CPU
          // each; on a busy two-core runner they pass 5 s.
          testTimeout: 60_000,
        },
      },
      { test: { name: 'lint', include: ['scripts/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'studio',
          include: ['apps/studio/src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vite.config.ts',
      './apps/studio/vite.config.ts',
    ],
  },
});
