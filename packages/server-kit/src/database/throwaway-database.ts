/** A PostgreSQL database made for one run (a test file, a bench) and dropped after it. */
import { randomBytes } from 'node:crypto';

export interface ThrowawayDatabase {
  readonly name: string;
  /** The new database's URL on the same server. */
  readonly url: string;
  /** Drops the database, forcing out any connection left. */
  drop(): Promise<void>;
}

/** Creates a fresh database named `<prefix>_<pid>_<random>` on the server of `adminUrl`. */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database name prefix: ${prefix}`);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
