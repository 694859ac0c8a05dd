import { appendEvents, prepareEvents } from '../../platform/events/outbox.ts';
import type { AccountsContext } from './accounts.context.ts';
import { markFirstLogin, type UserRow } from './accounts.repo.ts';
import type { ClientInfo, IssuedSession } from './sessions.ts';

/**
 * The session of a sign-in through the login form. The account's first one (`first_login_at` still empty: the
 * registration's session never counts) marks the account and writes `accounts.first-sign-in` in the session's
 * transaction, so the event exists exactly when that session does; every later sign-in costs nothing more.
 */
export async function startLoginSession(
  context: Pick<AccountsContext, 'db' | 'sessions' | 'now'>,
  user: Pick<UserRow, 'id' | 'firstLoginAt'>,
  client: ClientInfo,
): Promise<IssuedSession> {
  const { db, sessions, now } = context;
  if (user.firstLoginAt !== null) return sessions.start(user.id, client);
  return db.transaction(async (tx) => {
    const session = await sessions.start(user.id, client, tx);
    if (await markFirstLogin(tx, user.id, now()))
      await appendEvents(tx, prepareEvents([{ type: 'accounts.first-sign-in', payload: {} }], user.id));
    return session;
  });
}
