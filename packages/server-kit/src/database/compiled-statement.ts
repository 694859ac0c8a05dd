import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgSession,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import { statementName } from './prepared-statements.ts';

/** A Drizzle database or an open transaction on it, whatever its schema: what runs the statement. */
interface Executor {
  readonly _: { readonly session: Pick<PgSession, 'prepareQuery'> };
}

/** One placeholder per value a statement takes, named after it. */
export type StatementValues<TValues> = { readonly [K in keyof TValues]: Placeholder };

export interface CompiledStatement<TValues extends Record<string, unknown>, TRow> {
  /** Runs the statement on `executor` (a database or a transaction) with `values`; answers its rows. */
  run(executor: Executor, values: TValues): Promise<TRow[]>;
  /** The statement's text, as PostgreSQL receives it. */
  readonly text: string;
}

/**
 * A hot-path statement whose SQL is built once: `build` gets a placeholder for each value and answers the
 * statement, which is turned into text the first time it is needed; each run then only binds the values. Drizzle
 * builds a `sql` template into text again on every call, and for the seamless wallet's single-statement paths
 * that building was a third of what a call allocated. The statement is prepared once per database session (the
 * pool, or each transaction), and named by its text like every other statement (prepared-statements.ts).
 */
export function compiledStatement<TValues extends Record<string, unknown>, TRow>(
  build: (values: StatementValues<TValues>) => SQL,
): CompiledStatement<TValues, TRow> {
  let compiled: { sql: string; params: unknown[] } | undefined;
  const prepared = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();

  function query() {
    if (!compiled) {
      const placeholders = new Proxy({} as StatementValues<TValues>, {
        get: (_target, name) => sql.placeholder(String(name)),
      });
      compiled = new PgDialect().sqlToQuery(build(placeholders));
    }
    return compiled;
  }

  return {
    get text() {
      return query().sql;
    },
    async run(executor, values) {
      const { session } = executor._;
      let statement = prepared.get(session);
      if (!statement) {
        const text = query();
        statement = session.prepareQuery(text, undefined, statementName(text.sql), false);
        prepared.set(session, statement);
      }
      const result = (await statement.execute(values)) as { rows: TRow[] };
      return result.rows;
    },
  };
}
