import { stopOnSignals } from '@casino/server-kit';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { closePlatform, createPlatform } from './platform/bootstrap.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { seedDemoHistoryAtStart, wantsDemoHistory } from './seed/demo-history.ts';
import { ensureDevAccounts, wantsDevAccounts } from './seed/dev-accounts.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await createPlatform(config);
  if (config.seedDemoContent) await seedDemoContent(platform.db, { refresh: false });
  const devAccounts = wantsDevAccounts(config) ? await ensureDevAccounts(platform.db, config.dataDir) : [];
  const app = await buildApp(platform);
  // WebSockets, jobs and timers stop in the app's own close hooks; the bus and the database once it has drained.
  stopOnSignals(app, { afterDrain: () => closePlatform(platform) });
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: address, database: platform.database.driver, bus: platform.bus.kind },
    'Lumen Casino is running',
  );
  // After listening: the studio settles the demo rounds by calling this server's seamless wallet.
  if (devAccounts.length && wantsDemoHistory(config)) await seedDemoHistoryAtStart(app, config, devAccounts);
  for (const account of devAccounts.filter((entry) => entry.listed))
    console.log(`${account.label}: ${account.email} / ${account.password}`);
  if (devAccounts.length) console.log(`Development mailbox: ${config.publicUrl}/api/dev/mailbox/page`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
