import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** The lint configuration of the repository whose root folder is `root`. */
export function createLintConfig(root) {
  return tseslint.config(
    {
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        'data/**',
        'test-results/**',
        'playwright-report/**',
        'artifacts/**',
        // Code that breaks the boundary rules on purpose, linted only by scripts/lint-boundaries.test.ts.
        'scripts/lint-boundaries-fixtures/**',
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
    boundaries(root),
  );
}

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

const SOURCE = ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'];
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/**
 * Which part of the code may import which, checked on resolved paths (import-x): the web app's features, the
 * server's modules, the studio and the platform; and no import cycle in apps/ and packages/.
 */
function boundaries(root) {
  return {
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/resolver-next': [createNodeResolver({ extensions: [...SOURCE_EXTENSIONS, '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...webFeatureZones(root), ...serverModuleZones(root), ...studioPlatformZones()],
        },
      ],
      // Tests included. Type-only imports are left out (they are erased); an import() in a cycle is still one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/** The names of the folders directly under `folder` (of the repository at `root`). */
function foldersIn(root, folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * apps/web/src/features/<name>/: another feature is reached through its index.ts only, and the app frame
 * (apps/web/src/app/, which composes the features) is never imported. A feature's tests may mount the frame (the
 * modal host, the route table) to check the feature where the player meets it.
 */
function webFeatureZones(root) {
  const features = 'apps/web/src/features';
  const names = foldersIn(root, features);
  return [
    ...names.map((name) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
      message: `A feature imports another feature through its index.ts only.`,
    })),
    {
      target: `${features}/**/!(*.test).@(ts|tsx)`,
      from: 'apps/web/src/app',
      message:
        'Features never import the app frame (apps/web/src/app): shared code lives in apps/web/src/lib.',
    },
  ];
}

/**
 * apps/server/src/modules/<name>/: another module's SQL access (*.repo.ts) and tables (*.tables.ts) are reached
 * through its service only. Tests and test support may set up rows in any module's tables; the composition
 * root, the modules' index, platform/db/schema.ts and the seed live outside the module folders.
 */
function serverModuleZones(root) {
  const modules = 'apps/server/src/modules';
  return foldersIn(root, modules).map((name) => ({
    target: `${modules}/${name}/**/!(*.test|*.test-support).ts`,
    from: `${modules}/!(${name})/**/*.@(repo|tables).ts`,
    message: "Use the other module's service: its repo and tables are its own.",
  }));
}

/** The studio and the platform are separate services that share only packages/*. */
function studioPlatformZones() {
  return [
    { target: 'apps/studio', from: 'apps/server', message: 'The studio never imports the platform.' },
    { target: 'apps/server', from: 'apps/studio', message: 'The platform never imports the studio.' },
  ];
}

export default createLintConfig(import.meta.dirname);
