import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';

/**
 * Every parameterised query a connection runs becomes a named prepared statement, named by a digest of its
 * text, so PostgreSQL parses and plans each statement once per connection instead of on every call. The hot
 * paths are single statements with several common table expressions, and planning them cost more than running
 * them (docs/architecture.md, Prepared statements). A query without parameters (DDL, migrations) is left as it
 * is. After PREPARED_TEXTS_LIMIT distinct texts no new name is given, so a process that builds unbounded query
 * texts cannot grow every connection without limit.
 */
export const PREPARED_TEXTS_LIMIT = 2_000;

const names = new Map<string, string>();

export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= PREPARED_TEXTS_LIMIT) return known;
  const name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
  names.set(text, name);
  return name;
}

type RawQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes `client` name its parameterised queries (see above); called for each new pooled connection. */
export function prepareStatementsByText(client: PoolClient): void {
  const query = client.query.bind(client) as RawQuery;
  const named: RawQuery = (config, values, callback) => query(withName(config, values), values, callback);
  client.query = named as PoolClient['query'];
}

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config)) return config;
  if (typeof config.text !== 'string' || ('name' in config && config.name)) return config;
  const parameters = Array.isArray(values) ? values : 'values' in config ? config.values : undefined;
  if (!Array.isArray(parameters) || parameters.length === 0) return config;
  const name = statementName(config.text);
  return name ? { ...config, name } : config;
}
