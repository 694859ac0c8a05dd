import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { checkLedger, formatLedgerReport } from './modules/wallet/ledger-check.ts';

/** `npm run ledger:check`: verifies the ledger of the database the server uses; exits 1 when it is broken. */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const report = await checkLedger(database.db);
    console.log(formatLedgerReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
