// Compiles server entry points to JavaScript for Node.js: one ES module per entry with its source map. The
// workspace packages (@casino/*, consumed as TypeScript source) are bundled in; npm packages stay imports of
// node_modules, so their own files (PGlite's WebAssembly, the GeoIP data, pino's workers) load as installed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** @type {import('esbuild').Plugin} */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@casino/') ? undefined : { external: true },
    );
  },
};

/**
 * Bundles `entryPoints` (paths relative to `root`) into `outdir`, keeping their paths below `outbase`
 * (`src/main.ts` with outbase `src` becomes `<outdir>/main.js`). Empties `outdir` first.
 * @param {{ root: string, entryPoints: readonly string[], outbase: string, outdir: string }} options
 */
export async function bundleNode({ root, entryPoints, outbase, outdir }) {
  rmSync(join(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [...entryPoints],
    outbase,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmPackagesStayExternal],
  });
}
