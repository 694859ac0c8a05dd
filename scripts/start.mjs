#!/usr/bin/env node
// npm start: the studio on STUDIO_PORT (default 3100) and the platform on PORT (default 3000), with demo data
// on their embedded databases (apps/studio/data/studio and apps/server/data unless configured). Builds first
// only the parts of the build that are missing or older than their sources.
import { buildParts, PRODUCT_PARTS } from './build-parts.mjs';
import { runProduct } from './run-product.mjs';

await buildParts({ names: PRODUCT_PARTS, onlyStale: true });

await runProduct({
  port: process.env.PORT ?? '3000',
  studioPort: process.env.STUDIO_PORT ?? '3100',
  platformEnv: {},
  studioEnv: {},
  platformCwd: new URL('../apps/server', import.meta.url).pathname,
  studioCwd: new URL('../apps/studio', import.meta.url).pathname,
});
