#!/usr/bin/env node
// npm run build: every part of the production build (scripts/build-parts.mjs).
// node scripts/build.mjs --if-stale [part…]: only the parts (all unless named) whose inputs changed since their
// last build; `npm start`, the end-to-end server and the benches build this way before they run.
import { buildParts } from './build-parts.mjs';

const args = process.argv.slice(2);
await buildParts({
  onlyStale: args.includes('--if-stale'),
  names: args.filter((arg) => !arg.startsWith('--')),
});
