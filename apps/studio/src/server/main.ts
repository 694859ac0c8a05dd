/**
 * Starts the studio server and stops it gracefully on SIGINT/SIGTERM: once it has drained, its close hooks stop
 * the recovery timer and close the database.
 */
import { stopOnSignals } from '@casino/server-kit';
import { buildStudioApp } from './app.ts';
import { catalogue } from './catalogue/generate-catalogue.ts';
import { loadStudioConfig } from './config.ts';

const config = loadStudioConfig();
const { app } = await buildStudioApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.log.info(
  `studio: ${catalogue().games.length} games generated in ${Math.round(catalogue().generatedInMs)} ms`,
);
stopOnSignals(app, { logPrefix: 'studio: ' });
await app.listen({ port: config.port, host: config.host });
