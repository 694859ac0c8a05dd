import { inArray } from 'drizzle-orm';
import { maskLogin, publicNameSource } from '@casino/rules';
import type { Db } from '../../platform/db/client.ts';
import { users } from './accounts.tables.ts';

/**
 * How players appear in public lists (the top winners): a masked login made from the first name, else from the
 * e-mail address before the @ (`maskLogin`). Only the masked form leaves this module.
 */
export function createPublicNames(db: Db) {
  /** The masked login of each account that exists, by id, in one query. */
  async function maskedLoginsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, email: users.email })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, maskLogin(publicNameSource(row.firstName, row.email))]));
  }
  return { maskedLoginsOf };
}
