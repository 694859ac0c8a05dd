import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActiveSessionsResponse, ErrorBody, Profile, UserInfo } from '@casino/contracts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import {
  MANY_REGISTRATIONS,
  MINUTE,
  login,
  registerPlayer,
  sessionFrom,
  testClock,
  uniqueEmail,
  type TestSession,
} from '../../test/test-accounts.ts';
import { users } from './accounts.tables.ts';
import { createAccounts } from './accounts.module.ts';
import { createMailer } from '../../platform/mailer/mailer.ts';

const NEW_PASSWORD = 'Brand#New42';

describe.each(databaseKinds)('accounts: reset, password, profile, sessions, hand-off on %s', (kind) => {
  const clock = testClock();
  const test = useTestApp(kind, { clock: clock.now, config: MANY_REGISTRATIONS });

  const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;
  const as = (
    session: TestSession,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => test.app.inject({ method, url, cookies: session.cookies, headers: session.headers, payload });

  async function mailbox(): Promise<Array<{ to: string; subject: string; text: string }>> {
    const response = await test.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    return response.json<{ items: Array<{ to: string; subject: string; text: string }> }>().items;
  }
  const resetRequest = (email: string, remoteAddress = '192.0.2.1') =>
    test.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password, passwordConfirmation: password },
    });
  /** The mails to `email`, once there are `count` of them: reset mails are written after the answer. */
  const mailsTo = (email: string, count: number) =>
    vi.waitFor(
      async () => {
        const mails = (await mailbox()).filter((mail) => mail.to === email);
        expect(mails).toHaveLength(count);
        return mails;
      },
      { timeout: 5000, interval: 20 },
    );
  async function resetToken(email: string): Promise<{ token: string; text: string; subject: string }> {
    const [mail] = await mailsTo(email, 1);
    const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!mail || !match?.[1]) throw new Error(`no reset mail for ${email}`);
    return { token: match[1], text: mail.text, subject: mail.subject };
  }

  describe('password reset', () => {
    it('mails a link in the player language and answers unknown addresses the same way', async () => {
      const player = await registerPlayer(test.app, { language: 'de' });
      const known = await resetRequest(player.email, '192.0.2.10');
      const unknown = await resetRequest(uniqueEmail('nobody'), '192.0.2.10');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      const mail = await resetToken(player.email);
      expect(mail.subject).toBe('Setze dein Passwort für Lumen Casino zurück');
      expect(mail.text).toContain(`${test.platform.config.publicUrl}/de/reset-password/${mail.token}`);
      const page = await test.app.inject({ method: 'GET', url: '/api/dev/mailbox/page' });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(
        `<a href="${test.platform.config.publicUrl}/de/reset-password/${mail.token}">`,
      );
      expect(page.body).not.toMatch(/<script/i);
    });

    it('sets the new password once, ends every session, and refuses the spent link', async () => {
      const player = await registerPlayer(test.app);
      await resetRequest(player.email, '192.0.2.11');
      const { token, text } = await resetToken(player.email);
      expect(text).toContain(`${test.platform.config.publicUrl}/reset-password/${token}`);
      expect((await confirm(token)).statusCode).toBe(204);
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/me', cookies: player.cookies })).statusCode,
      ).toBe(401);
      expect((await login(test.app, player.email, player.password, '192.0.2.50')).statusCode).toBe(401);
      expect((await login(test.app, player.email, NEW_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
      const again = await confirm(token, 'Other#Pass9');
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).code).toBe('invalid_token');
    });

    it('also voids the hand-off tokens and reset links issued before, so no one gets back in', async () => {
      const player = await registerPlayer(test.app);
      const issued = await as(player, 'POST', '/api/auth/handoff-token');
      const handoff = issued.json<{ token: string }>().token;
      await resetRequest(player.email, '192.0.2.13');
      await resetRequest(player.email, '192.0.2.13');
      const links = (await mailsTo(player.email, 2)).map(
        (mail) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '',
      );
      expect(links).toHaveLength(2);
      expect((await confirm(links[0] ?? '')).statusCode).toBe(204);
      const back = await test.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { token: handoff },
      });
      expect(back.statusCode).toBe(400);
      expect(errorOf(back).code).toBe('invalid_token');
      expect(errorOf(await confirm(links[1] ?? '', 'Other#Pass9')).code).toBe('invalid_token');
      expect((await login(test.app, player.email, NEW_PASSWORD, '192.0.2.52')).statusCode).toBe(200);
    });

    it('refuses a link after 30 minutes and an unknown token', async () => {
      const player = await registerPlayer(test.app);
      await resetRequest(player.email, '192.0.2.12');
      const { token } = await resetToken(player.email);
      clock.advance(30 * MINUTE + 1000);
      expect(errorOf(await confirm(token)).code).toBe('invalid_token');
      expect(errorOf(await confirm('x'.repeat(43))).code).toBe('invalid_token');
      expect((await login(test.app, player.email, player.password, '192.0.2.51')).statusCode).toBe(200);
    });

    it('sends at most 3 mails per account per hour and 5 per address, with the same answer', async () => {
      const player = await registerPlayer(test.app);
      for (let index = 0; index < 5; index++) {
        expect((await resetRequest(player.email, `192.0.2.${20 + index}`)).statusCode).toBe(202);
      }
      // Refused requests schedule no mail at all, so once the allowed ones are in, nothing else comes.
      expect(await mailsTo(player.email, 3)).toHaveLength(3);
      const other = await registerPlayer(test.app);
      const ip = '192.0.2.99';
      for (let index = 0; index < 5; index++) await resetRequest(uniqueEmail('spam'), ip);
      expect((await resetRequest(other.email, ip)).statusCode).toBe(202);
      expect((await mailbox()).filter((mail) => mail.to === other.email)).toHaveLength(0);
      clock.advance(61 * MINUTE);
      await resetRequest(other.email, ip);
      expect(await mailsTo(other.email, 1)).toHaveLength(1);
    });
  });

  describe('password change', () => {
    it('refuses a wrong old password, the same password and a common one', async () => {
      const player = await registerPlayer(test.app);
      const change = (oldPassword: string, password: string) =>
        as(player, 'POST', '/api/me/password', { oldPassword, password, passwordConfirmation: password });
      expect(errorOf(await change('Wrong#Pass1', NEW_PASSWORD)).code).toBe('wrong_password');
      const same = await change(player.password, player.password);
      expect(same.statusCode).toBe(400);
      expect(errorOf(same).details?.map((detail) => detail.message)).toContain(
        'validation.passwordSameAsOld',
      );
      expect(errorOf(await change(player.password, 'Password1!')).code).toBe('common_password');
      const mismatch = await as(player, 'POST', '/api/me/password', {
        oldPassword: player.password,
        password: NEW_PASSWORD,
        passwordConfirmation: 'Other#Pass9',
      });
      expect(errorOf(mismatch).details?.map((detail) => detail.message)).toContain(
        'validation.passwordsMismatch',
      );
      expect((await login(test.app, player.email, player.password, '198.51.100.1')).statusCode).toBe(200);
    });

    it('keeps this session under a new token and leaves the others', async () => {
      const player = await registerPlayer(test.app);
      const other = sessionFrom(
        await login(test.app, player.email, player.password, '198.51.100.2'),
        player.email,
      );
      const response = await as(player, 'POST', '/api/me/password', {
        oldPassword: player.password,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(204);
      const rotated = sessionFrom(
        Object.assign(response, { json: () => ({ user: { id: player.userId } }) }),
        player.email,
      );
      expect(rotated.cookies.session).not.toBe(player.cookies.session);
      expect((await as(player, 'GET', '/api/me')).statusCode).toBe(401);
      expect((await as(rotated, 'GET', '/api/me')).statusCode).toBe(200);
      expect((await as(other, 'GET', '/api/me')).statusCode).toBe(200);
      const ended = await as(rotated, 'DELETE', '/api/me/sessions/others');
      expect(ended.json()).toEqual({ ended: 1 });
      expect((await as(other, 'GET', '/api/me')).statusCode).toBe(401);
    });
  });

  describe('profile and language', () => {
    const valid = {
      firstName: 'Anna-Maria',
      surename: "O'Neil",
      postCode: '10115',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      phonePrefix: '49',
      phone: '1701234567',
      country: 'DE',
      gender: 'f',
      birthday: '1990-05-17',
    };

    it('saves a valid profile and shows the referral link', async () => {
      const player = await registerPlayer(test.app);
      const saved = await as(player, 'PUT', '/api/me/profile', valid);
      expect(saved.statusCode).toBe(200);
      const profile = (await as(player, 'GET', '/api/me/profile')).json<Profile>();
      expect(profile).toMatchObject({ ...valid, email: player.email, language: 'en' });
      expect(profile.referralLink).toMatch(
        new RegExp(`^${test.platform.config.publicUrl}/\\?ref=[A-Z2-9]{10}$`),
      );
      expect((await as(player, 'GET', '/api/me')).json<UserInfo>().birthday).toBe('1990-05-17');
    });

    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['a phone starting with 0', { phone: '0170123456' }, 'validation.phoneStartsWithZero'],
      ['a phone with letters', { phone: '170abc' }, 'validation.invalidPhone'],
      ['a minor', { birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, 'validation.mustBeAdult'],
      ['an impossible day', { birthday: '1990-02-31' }, 'validation.invalidBirthDay'],
      ['a name with unsupported characters', { firstName: 'Anna<script>' }, 'validation.invalidCharacters'],
      ['a name too long', { firstName: 'A'.repeat(51) }, 'validation.tooLong'],
      ['a gender outside m/f', { gender: 'x' }, 'validation.noSuchOption'],
    ];
    it.each(bad)('refuses %s and changes nothing', async (_name, override, message) => {
      const player = await registerPlayer(test.app);
      const response = await as(player, 'PUT', '/api/me/profile', { ...valid, ...override });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.map((detail) => detail.message)).toContain(message);
      expect((await as(player, 'GET', '/api/me/profile')).json<Profile>().firstName).toBe('');
    });

    it('refuses a country outside the list', async () => {
      const player = await registerPlayer(test.app);
      const response = await as(player, 'PUT', '/api/me/profile', { ...valid, country: 'QQ' });
      expect(errorOf(response).code).toBe('unknown_country');
    });

    it('saves the language', async () => {
      const player = await registerPlayer(test.app);
      expect((await as(player, 'PUT', '/api/me/language', { language: 'sk' })).statusCode).toBe(204);
      expect((await as(player, 'GET', '/api/me')).json<UserInfo>().language).toBe('sk');
      expect((await as(player, 'PUT', '/api/me/language', { language: 'xx' })).statusCode).toBe(400);
    });
  });

  describe('sessions', () => {
    it('lists active sessions with a masked address and device, and ends one', async () => {
      const player = await registerPlayer(test.app);
      const phone = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: player.email, password: player.password },
        remoteAddress: '203.0.113.77',
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        },
      });
      const list = (await as(player, 'GET', '/api/me/sessions')).json<ActiveSessionsResponse>().items;
      expect(list).toHaveLength(2);
      const other = list.find((item) => !item.current);
      expect(other).toMatchObject({ ipAddress: '203.0.113.x', device: 'Chrome on Android' });
      expect((await as(player, 'DELETE', `/api/me/sessions/${other?.id}`)).statusCode).toBe(204);
      const phoneSession = sessionFrom(phone, player.email);
      expect((await as(phoneSession, 'GET', '/api/me')).statusCode).toBe(401);
    });

    it("refuses to end another player's session", async () => {
      const owner = await registerPlayer(test.app);
      const intruder = await registerPlayer(test.app);
      const [ownerSession] = (await as(owner, 'GET', '/api/me/sessions')).json<ActiveSessionsResponse>()
        .items;
      const response = await as(intruder, 'DELETE', `/api/me/sessions/${ownerSession?.id}`);
      expect(response.statusCode).toBe(404);
      expect((await as(owner, 'GET', '/api/me')).statusCode).toBe(200);
    });
  });

  describe('hand-off and session return', () => {
    it('exchanges a hand-off token once for a new session', async () => {
      const player = await registerPlayer(test.app);
      const issued = await as(player, 'POST', '/api/auth/handoff-token');
      const { token } = issued.json<{ token: string; expiresAt: string }>();
      const first = await test.app.inject({ method: 'POST', url: '/api/auth/handoff', payload: { token } });
      expect(first.statusCode).toBe(200);
      expect(first.json<{ user: UserInfo }>().user.id).toBe(player.userId);
      expect(first.cookies.find((cookie) => cookie.name === 'session')?.value).not.toBe(
        player.cookies.session,
      );
      const second = await test.app.inject({ method: 'POST', url: '/api/auth/handoff', payload: { token } });
      expect(errorOf(second).code).toBe('invalid_token');
    });

    it('refuses a hand-off token after 5 minutes', async () => {
      const player = await registerPlayer(test.app);
      const { token } = (await as(player, 'POST', '/api/auth/handoff-token')).json<{ token: string }>();
      clock.advance(5 * MINUTE + 1000);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/handoff',
        payload: { token },
      });
      expect(errorOf(response).code).toBe('invalid_token');
    });

    it('restores a session from a session-return token, once', async () => {
      const player = await registerPlayer(test.app);
      const mailer = createMailer({ db: test.database.db, config: test.platform.config, log: test.app.log });
      const accounts = createAccounts(test.platform, {
        mailer,
        verificationStatusOf: async () => 'verified',
      });
      const { token } = await accounts.auth.issueSessionReturnToken(player.userId);
      const back = await test.app.inject({
        method: 'POST',
        url: '/api/auth/session-return',
        payload: { sessionUuid: token },
      });
      expect(back.statusCode).toBe(200);
      const again = await test.app.inject({
        method: 'POST',
        url: '/api/auth/session-return',
        payload: { sessionUuid: token },
      });
      expect(errorOf(again).code).toBe('invalid_token');
    });
  });

  describe('staff', () => {
    it('lets an admin read an account and change its role; a player may not', async () => {
      const admin = await registerPlayer(test.app);
      await test.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
      const player = await registerPlayer(test.app);
      expect((await as(player, 'GET', `/api/staff/users/${admin.userId}`)).statusCode).toBe(403);
      const read = await as(admin, 'GET', `/api/staff/users/${player.userId}`);
      expect(read.json<UserInfo>().email).toBe(player.email);
      const promoted = await as(admin, 'PUT', `/api/staff/users/${player.userId}/role`, { role: 'support' });
      expect(promoted.json<UserInfo>().role).toBe('support');
      expect((await as(player, 'GET', `/api/staff/users/${admin.userId}`)).statusCode).toBe(200);
      expect(
        (await as(player, 'PUT', `/api/staff/users/${admin.userId}/role`, { role: 'player' })).statusCode,
      ).toBe(403);
    });
  });
});
