import { loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { seedDemoContent } from './seed/demo-content.ts';

/** `npm run seed`: loads (or refreshes) the demo content. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const summary = await seedDemoContent(database.db, { refresh: true });
console.log(`Demo content loaded: ${JSON.stringify(summary)}`);
await database.close();
