import { expect, request, type APIResponse, type Page } from '@playwright/test';
import type { CryptoDepositCreated, Deposit, Profile, UserInfo } from '@casino/contracts';

/**
 * Steps a signed-in player's browser takes through the API (the same cookies as the page), for the parts of a
 * journey that are not under test: profile names, verification documents, crypto deposits. Writes echo the
 * readable `csrf_token` cookie in `x-csrf-token`, as the app does.
 */

/** The CSRF header for writes, read from the cookie the server set at sign-in. */
export function csrfHeader(cookies: readonly { name: string; value: string }[]): Record<string, string> {
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
  expect(token, 'the csrf_token cookie of the session').toBeTruthy();
  return { 'x-csrf-token': token ?? '' };
}

/** Fails with the server's answer in the message when the status is not the expected one. */
export async function expectStatus(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), `${response.url()} answered ${await response.text()}`).toBe(status);
}

async function pageCsrf(page: Page): Promise<Record<string, string>> {
  return csrfHeader(await page.context().cookies());
}

/** The signed-in player's full info (id, currency, verification status…). */
export async function playerInfo(page: Page): Promise<UserInfo> {
  const response = await page.request.get('/api/me');
  await expectStatus(response, 200);
  return (await response.json()) as UserInfo;
}

/** Saves first name and surname (and a date of birth, if given) on the profile, keeping every other field. */
export async function setProfileNames(
  page: Page,
  firstName: string,
  surename: string,
  birthday?: string,
): Promise<void> {
  const current = await page.request.get('/api/me/profile');
  await expectStatus(current, 200);
  const profile = (await current.json()) as Profile;
  const response = await page.request.put('/api/me/profile', {
    headers: await pageCsrf(page),
    data: {
      firstName,
      surename,
      postCode: profile.postCode,
      city: profile.city,
      address: profile.address,
      phonePrefix: profile.phonePrefix,
      phone: profile.phone,
      country: profile.country,
      gender: profile.gender,
      birthday: birthday ?? profile.birthday,
    },
  });
  await expectStatus(response, 200);
}

/** A minimal PDF: the server judges documents by content, and a PDF is the shortest valid one. */
const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** Uploads a photo ID for review, as the verification page does. */
export async function uploadPhotoId(page: Page): Promise<void> {
  const response = await page.request.post('/api/me/verification/photo_id', {
    headers: await pageCsrf(page),
    multipart: { file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  await expectStatus(response, 201);
}

/** A crypto deposit the player has started: what the sandbox chain must see to credit it. */
export interface CryptoDepositStarted {
  paymentId: string;
  assetAmount: string;
}

/** Starts a crypto deposit of `amount` minor units of the player's currency, as the deposit modal does. */
export async function createCryptoDeposit(page: Page, amount: number): Promise<CryptoDepositStarted> {
  const created = await page.request.post('/api/payments/crypto/deposits', {
    headers: await pageCsrf(page),
    data: { asset: 'USDT', amount, idempotencyKey: crypto.randomUUID() },
  });
  await expectStatus(created, 201);
  const { paymentId, assetAmount } = (await created.json()) as CryptoDepositCreated;
  return { paymentId, assetAmount };
}

/** The sandbox chain reports a transfer of exactly the stated amount: the deposit is complete, credited once. */
export async function reportCryptoArrival(baseURL: string, started: CryptoDepositStarted): Promise<Deposit> {
  // The chain is not the player: it reports without the player's session.
  const chain = await request.newContext({ baseURL });
  try {
    const arrived = await chain.post(`/api/dev/payments/crypto/${started.paymentId}/arrive`, {
      data: { assetAmount: started.assetAmount },
    });
    await expectStatus(arrived, 200);
    const deposit = (await arrived.json()) as Deposit;
    expect(deposit.status).toBe('complete');
    return deposit;
  } finally {
    await chain.dispose();
  }
}

/** A crypto deposit of `amount` minor units, started and then credited by the sandbox chain. */
export async function depositByCrypto(page: Page, baseURL: string, amount: number): Promise<Deposit> {
  return reportCryptoArrival(baseURL, await createCryptoDeposit(page, amount));
}
