import { normalizeEmail } from '@casino/rules';
import type { ChangePasswordRequest, PasswordResetConfirm } from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { AccountsContext } from './accounts.context.ts';
import {
  consumeToken,
  deleteUnusedTokens,
  findUsableToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  updateUser,
} from './accounts.repo.ts';
import { recordAttempt, retryAfterSeconds, type Limit } from './attempts.ts';
import { isCommonPassword } from './common-passwords.ts';
import { admitPasswordChange } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { resetPasswordMail } from './reset-mail.ts';
import type { IssuedSession } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';
import { languageOf } from './user-info.ts';

const HOUR = 3_600_000;
export const RESET_TTL_MS = 30 * 60_000;
/** Reset requests beyond these limits are answered the same way but send nothing. */
export const RESET_ADDRESS_LIMIT: Limit = { max: 5, windowMs: HOUR };
export const RESET_ACCOUNT_LIMIT: Limit = { max: 3, windowMs: HOUR };

export function createPasswordService(context: AccountsContext) {
  const { db, config, now, mailer, sessions } = context;

  async function checkNewPassword(passwordHash: string, password: string): Promise<void> {
    if (isCommonPassword(password))
      throw new AppError('common_password', 400, 'This password is too common.');
    if (await verifyPassword(passwordHash, password))
      throw new AppError('password_reused', 400, 'The new password must differ from the old one.');
  }

  /**
   * Keeps the current session (with a new token) and leaves the others for the player to end. A wrong old
   * password counts like a failed login from the caller's address (login-throttle.ts), so a stolen session
   * cannot guess it freely.
   */
  async function change(
    principal: Principal,
    input: ChangePasswordRequest,
    ip: string,
  ): Promise<IssuedSession> {
    const user = await findUserById(db, principal.userId);
    if (!user) throw new AppError('unauthorized', 401, 'Sign in to continue.');
    const check = await admitPasswordChange(db, user.email, ip, now());
    if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
      throw new AppError('wrong_password', 400, 'The current password is wrong.');
    await check.passed();
    await checkNewPassword(user.passwordHash, input.password);
    await updateUser(db, user.id, {
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: now(),
    });
    return sessions.rotate(principal.sessionId);
  }

  /**
   * Counts a reset request against its limits and says whether a link may be mailed. The same work for any
   * address, whether it has an account or not, so it may run before the answer.
   */
  async function admitReset(rawEmail: string, ip: string): Promise<boolean> {
    const at = now();
    const addressKey = `reset:ip:${ip}`;
    const accountKey = `reset:account:${normalizeEmail(rawEmail)}`;
    const limited =
      (await retryAfterSeconds(db, addressKey, RESET_ADDRESS_LIMIT, at)) > 0 ||
      (await retryAfterSeconds(db, accountKey, RESET_ACCOUNT_LIMIT, at)) > 0;
    await recordAttempt(db, addressKey, at);
    await recordAttempt(db, accountKey, at);
    return !limited;
  }

  /**
   * Mails a reset link when the address has an account. Its duration depends on that, so it runs after the
   * answer has gone (auth.routes.ts), never before.
   */
  async function mailResetLink(rawEmail: string): Promise<void> {
    const user = await findUserByEmail(db, normalizeEmail(rawEmail));
    if (!user) return;
    const at = now();
    const token = newToken();
    await insertOneTimeToken(db, {
      tokenHash: hashToken(token),
      purpose: 'password_reset',
      userId: user.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_TTL_MS),
    });
    const language = languageOf(user);
    const prefix = language === 'en' ? '' : `/${language}`;
    const link = `${config.publicUrl.replace(/\/$/, '')}${prefix}/reset-password/${token}`;
    await mailer.enqueue(resetPasswordMail(user.email, language, link));
  }

  /**
   * Sets the new password and ends every session of the account (whoever reset it may not be the only one in).
   * Unused hand-off, session-return and reset tokens go too: each would otherwise open a new session.
   */
  async function confirmReset(input: PasswordResetConfirm): Promise<void> {
    const at = now();
    const tokenHash = hashToken(input.token);
    const token = await findUsableToken(db, tokenHash, 'password_reset', at);
    const user = token ? await findUserById(db, token.userId) : undefined;
    if (!user) throw invalidToken();
    await checkNewPassword(user.passwordHash, input.password);
    const passwordHash = await hashPassword(input.password);
    if ((await consumeToken(db, tokenHash, 'password_reset', now())) !== user.id) throw invalidToken();
    await updateUser(db, user.id, { passwordHash, passwordChangedAt: at });
    await deleteUnusedTokens(db, user.id);
    await sessions.endAll(user.id);
  }

  return { change, admitReset, mailResetLink, confirmReset };
}

const invalidToken = () => new AppError('invalid_token', 400, 'The link has expired or was already used.');
