/** What the benches (`npm run bench -- ledger|games`) share: a throw-away PostgreSQL database, percentiles, exit. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The value below which `p` percent of the ascending `sorted` values fall (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface ThrowawayDatabase {
  readonly name: string;
  /** The new database's URL on the same server. */
  readonly url: string;
  /** Drops the database (forcing out any connection left) and closes the admin connection. */
  drop(): Promise<void>;
}

/** Creates a fresh database named `<prefix>_<pid>_<random>` on the server of `adminUrl`. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs a bench's main and exits with its code (1 on an error, printed). */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
