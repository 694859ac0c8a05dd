import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryPointArguments, packageDirectory, packageFile } from './package-files.ts';

const PACKAGE = join(import.meta.dirname, '..');
/** Where the bundler puts code from this package's source: one file under dist/, at another depth. */
const BUNDLE_URL = pathToFileURL(join(PACKAGE, 'dist/modules/bench.js')).href;

describe('package files', () => {
  it('are found from the package folder, from the source as from a bundle', () => {
    expect(packageDirectory(import.meta.url)).toBe(PACKAGE);
    expect(packageFile(import.meta.url, 'db/migrations')).toBe(join(PACKAGE, 'db/migrations'));
    expect(packageFile(BUNDLE_URL, 'db/migrations')).toBe(join(PACKAGE, 'db/migrations'));
  });

  it('start an entry point from its source through tsx, or from its bundle when the caller is bundled', () => {
    expect(entryPointArguments(import.meta.url, 'src/main.ts')).toEqual([
      '--import',
      'tsx',
      join(PACKAGE, 'src/main.ts'),
    ]);
    expect(entryPointArguments(BUNDLE_URL, 'src/main.ts')).toEqual([
      '--enable-source-maps',
      join(PACKAGE, 'dist/main.js'),
    ]);
  });
});
