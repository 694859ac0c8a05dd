/**
 * The benches' yardstick on a shared, noisy machine: a bare Fastify server (no plugins, no logging, no
 * validation) whose one route runs one TPC-B-like PostgreSQL transaction per call: debit an account, credit
 * another, record the movement. Measured in the same run as the platform, it says what the machine, Node,
 * HTTP and PostgreSQL cost together at that moment, so the platform's figure can be read as a multiple of it.
 */
import Fastify from 'fastify';
import pg from 'pg';

export const BASELINE_ACCOUNTS = 1_000;
export const BASELINE_PATH = '/baseline/transfer';

const SCHEMA = `
  create table if not exists baseline_accounts (id int primary key, balance bigint not null);
  create table if not exists baseline_history (
    id bigserial primary key, debit int not null, credit int not null, amount bigint not null,
    at timestamptz not null default now());
  insert into baseline_accounts select id, 0 from generate_series(0, ${BASELINE_ACCOUNTS}) id
  on conflict do nothing`;

/** Serves the baseline route on 127.0.0.1:`port` until the process is stopped. */
export async function serveBaseline(databaseUrl: string, port: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(SCHEMA);
  const app = Fastify({ logger: false });
  app.post<{ Body: { account: number; amount: number } }>(BASELINE_PATH, async (request) => {
    const { account, amount } = request.body;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('update baseline_accounts set balance = balance - $2 where id = $1', [
        account,
        amount,
      ]);
      await client.query('update baseline_accounts set balance = balance + $1 where id = 0', [amount]);
      await client.query('insert into baseline_history (debit, credit, amount) values ($1, 0, $2)', [
        account,
        amount,
      ]);
      await client.query('commit');
      return { status: 'OK' };
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
  const stop = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  await app.listen({ host: '127.0.0.1', port });
}
