/** Starts the studio server and stops it cleanly on SIGINT/SIGTERM. */
import { buildStudioApp } from './app.ts';
import { catalogue } from './catalogue/generate-catalogue.ts';
import { loadStudioConfig } from './config.ts';

const config = loadStudioConfig();
const { app } = await buildStudioApp(config, { logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.log.info(
  `studio: ${catalogue().games.length} games generated in ${Math.round(catalogue().generatedInMs)} ms`,
);
await app.listen({ port: config.port, host: config.host });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`studio: ${signal}, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
