import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  browserApp('apps/web/src/**/*.{ts,tsx}', {
    group: ['**/apps/server/**', '@casino/server'],
    message: 'The web app never imports the server.',
  }),
  browserApp('apps/studio/src/client/**/*.{ts,tsx}', {
    group: ['**/server/**', '@casino/server', '@casino/web'],
    message: 'The game client talks to the studio server over HTTP only.',
  }),
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@casino/server', '@casino/web'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
);

/** A React app in the browser: hooks and accessibility rules, and the imports it must never make. */
function browserApp(files, forbidden) {
  return {
    files: [files],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [forbidden] }],
    },
  };
}
