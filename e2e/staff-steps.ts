import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { Withdrawal, WithdrawalList } from '@casino/contracts';
import { csrfHeader, depositByCrypto, expectStatus, playerInfo, uploadPhotoId } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { gotoApp } from './helpers.ts';

/**
 * What staff do in the operator's API while a player's journey runs: review documents, decide withdrawals.
 * The end-to-end server (scripts/e2e-server.mjs) creates the demo admin in `<tmp>/casino-e2e-<port>` with
 * SEED_DEV_ACCOUNTS=true; a test signs in with the admin's credentials from that directory's
 * dev-credentials.json, on its own request context (its own cookies, never the player's).
 */

const ADMIN_EMAIL = 'admin@lumen.test';

export interface StaffSession {
  api: APIRequestContext;
  headers: Record<string, string>;
}

async function adminPassword(baseURL: string): Promise<string> {
  const file = join(tmpdir(), `casino-e2e-${new URL(baseURL).port}`, 'dev-credentials.json');
  const entries = JSON.parse(await readFile(file, 'utf8')) as { email: string; password: string }[];
  const admin = entries.find((entry) => entry.email === ADMIN_EMAIL);
  if (!admin) throw new Error(`${file} holds no ${ADMIN_EMAIL}`);
  return admin.password;
}

/** Signs the admin in through POST /api/auth/login. */
export async function staffSignIn(baseURL: string): Promise<StaffSession> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: await adminPassword(baseURL) },
  });
  await expectStatus(login, 200);
  return { api, headers: csrfHeader((await api.storageState()).cookies) };
}

/** Approves the player's pending documents: the account becomes verified. */
export async function approveVerification(staff: StaffSession, userId: string): Promise<void> {
  const response = await staff.api.post(`/api/staff/users/${userId}/verification`, {
    headers: staff.headers,
    data: { decision: 'approve' },
  });
  await expectStatus(response, 200);
}

/** The player's one pending withdrawal, from the staff list of pending withdrawals. */
export async function pendingWithdrawalOf(staff: StaffSession, userId: string): Promise<Withdrawal> {
  const response = await staff.api.get('/api/staff/withdrawals', { params: { status: 'pending' } });
  await expectStatus(response, 200);
  const mine = ((await response.json()) as WithdrawalList).items.filter((item) => item.userId === userId);
  expect(mine, 'pending withdrawals of the player').toHaveLength(1);
  return mine[0] as Withdrawal;
}

export async function approveWithdrawal(staff: StaffSession, id: string): Promise<Withdrawal> {
  const response = await staff.api.post(`/api/staff/withdrawals/${id}/approve`, { headers: staff.headers });
  await expectStatus(response, 200);
  return (await response.json()) as Withdrawal;
}

export async function rejectWithdrawal(staff: StaffSession, id: string, reason: string): Promise<Withdrawal> {
  const response = await staff.api.post(`/api/staff/withdrawals/${id}/reject`, {
    headers: staff.headers,
    data: { reason },
  });
  await expectStatus(response, 200);
  return (await response.json()) as Withdrawal;
}

/** `test` with a `staff` fixture: the admin signed in for the test, signed out and disposed after it. */
export const test = base.extend<{ staff: StaffSession }>({
  staff: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    const session = await staffSignIn(baseURL);
    await use(session);
    await session.api.post('/api/auth/logout', { headers: session.headers });
    await session.api.dispose();
  },
});
export { expect };

/** Minor units: the real money `verifiedPlayerWithMoney` deposits (€40.00). */
export const VERIFIED_PLAYER_DEPOSIT = 4000;

/**
 * A new English-speaking player, signed up in `page` with `password`, with €40.00 of real money deposited by
 * crypto on the sandbox chain and a photo ID staff have approved; answers the player's id.
 */
export async function verifiedPlayerWithMoney(
  page: Page,
  baseURL: string,
  staff: StaffSession,
  emailTag: string,
  password: string,
): Promise<string> {
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail(emailTag), password);
  const { id } = await playerInfo(page);
  await depositByCrypto(page, baseURL, VERIFIED_PLAYER_DEPOSIT);
  await uploadPhotoId(page);
  await approveVerification(staff, id);
  await expect(page.getByTestId('player-balance')).toHaveText('€40.00', { timeout: 10_000 });
  return id;
}
