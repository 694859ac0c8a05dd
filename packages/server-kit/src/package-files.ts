/**
 * Files an app reads at run time (migrations, a built client) are found from its package folder, not from the
 * module asking: the same code runs as TypeScript source (tsx, vitest) and bundled into one file under `dist/`,
 * where a path relative to the module would point elsewhere.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the nearest package.json above `moduleUrl` (pass `import.meta.url`). */
export function packageDirectory(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${moduleUrl}`);
    folder = parent;
  }
  return folder;
}

/** `relativePath` inside the package that holds `moduleUrl` (pass `import.meta.url`). */
export function packageFile(moduleUrl: string, relativePath: string): string {
  return join(packageDirectory(moduleUrl), relativePath);
}

/**
 * The Node.js arguments that run the entry point `sourcePath` (e.g. `src/main.ts`) of the package holding
 * `moduleUrl`: its bundle (`dist/main.js`) when the caller is itself bundled, else the source through tsx.
 */
export function entryPointArguments(moduleUrl: string, sourcePath: string): string[] {
  if (moduleUrl.endsWith('.ts')) return ['--import', 'tsx', packageFile(moduleUrl, sourcePath)];
  const bundlePath = sourcePath.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');
  return ['--enable-source-maps', packageFile(moduleUrl, bundlePath)];
}
