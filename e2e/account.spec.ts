import { deflateSync } from 'node:zlib';
import { expect, request, test } from '@playwright/test';
import { AUTH_TEXTS, logOut, signUp, uniqueEmail, welcomeBackAndLogIn } from './auth-steps.ts';
import { expectNoSeriousA11yViolations, expectPath, gotoApp, screenshot } from './helpers.ts';

/**
 * The player's journey on the production build and the real server: sign up → log out → welcome back → log in
 * → edit the profile → change the password (ending the other sessions) → upload verification documents, in
 * English and German, at phone and desktop width.
 */

const TEXTS = {
  en: {
    prefix: '',
    firstName: 'First name',
    city: 'City',
    country: 'Country',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    male: 'Male',
    save: 'Save changes',
    profileUpdated: 'Profile updated',
    security: 'Security',
    securityTitle: 'Security',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmation: 'Repeat the new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    endOthers: 'End the other sessions',
    othersEnded: 'The other sessions have been ended',
    noOthers: 'You are not signed in on any other device.',
    verification: 'Verification',
    choosePhotoId: 'Choose files: Photo ID',
    chooseAddress: 'Choose files: Proof of address',
    uploaded: 'Files uploaded (approval takes 1 to 24 hours)',
    pending: 'Waiting for review',
    wrongType: 'Wrong file type',
    close: 'Close the account area',
  },
  de: {
    prefix: '/de',
    firstName: 'Vorname',
    city: 'Stadt',
    country: 'Land',
    day: 'Tag',
    month: 'Monat',
    year: 'Jahr',
    male: 'Männlich',
    save: 'Änderungen speichern',
    profileUpdated: 'Profil aktualisiert',
    security: 'Sicherheit',
    securityTitle: 'Sicherheit',
    oldPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmation: 'Neues Passwort wiederholen',
    changePassword: 'Passwort ändern',
    passwordChanged: 'Passwort geändert',
    endOthers: 'Andere Sitzungen beenden',
    othersEnded: 'Die anderen Sitzungen wurden beendet',
    noOthers: 'Du bist auf keinem anderen Gerät angemeldet.',
    verification: 'Verifizierung',
    choosePhotoId: 'Dateien wählen: Lichtbildausweis',
    chooseAddress: 'Dateien wählen: Adressnachweis',
    uploaded: 'Dateien hochgeladen (die Freigabe dauert 1 bis 24 Stunden)',
    pending: 'Wartet auf Prüfung',
    wrongType: 'Falscher Dateityp',
    close: 'Kontobereich schließen',
  },
} as const;

const PASSWORD = 'Lumen#Play1';
const NEW_PASSWORD = 'Lumen#Play2';

/** A valid 1×1 PNG, built here so that the test needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 200, 80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

for (const language of ['en', 'de'] as const) {
  const text = TEXTS[language];

  test(`a new player signs up, comes back, and manages the account (${language})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Sign up → log out → welcome back → log in, through the interface.
    const auth = AUTH_TEXTS[language];
    const email = uniqueEmail(`journey-${language}-${testInfo.project.name}`);
    await gotoApp(page, text.prefix || '/');
    await signUp(page, auth, email, PASSWORD);
    await logOut(page, auth);
    await welcomeBackAndLogIn(page, auth, email, PASSWORD);

    // Another device signed in to the same account, to be ended later.
    const otherDevice = await request.newContext({ baseURL });
    const login = await otherDevice.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);

    await page.getByRole('banner').getByRole('link', { name: auth.header.profile }).click();
    await expect(page.getByLabel(text.firstName)).toBeVisible();

    // Profile
    await page.getByLabel(text.firstName).fill('Ana');
    await page.getByLabel(text.city).fill('Berlin');
    await page.getByLabel(text.country).selectOption('DE');
    await page.getByLabel(text.day, { exact: true }).selectOption('7');
    await page.getByLabel(text.month, { exact: true }).selectOption('4');
    await page.getByLabel(text.year, { exact: true }).selectOption('1990');
    await page.getByRole('radio', { name: text.male, exact: true }).check();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.profileUpdated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.firstName)).toHaveValue('Ana');
    await expect(page.getByLabel(text.year, { exact: true })).toHaveValue('1990');
    await expectNoSeriousA11yViolations(page, testInfo, `profile-${language}`);
    await screenshot(page, testInfo, `account-profile-${language}`);

    // Security: change the password, then end the other session
    await page.getByRole('link', { name: text.security, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.securityTitle })).toBeVisible();
    await page.getByLabel(text.oldPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(text.confirmation, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect(page.getByText(text.passwordChanged)).toBeVisible();
    await page.getByRole('button', { name: text.endOthers }).first().click();
    await expect(page.getByText(text.othersEnded)).toBeVisible();
    await expect(page.getByText(text.noOthers)).toBeVisible();
    expect((await otherDevice.get('/api/me')).status()).toBe(401);
    // The old password no longer works; the new one does.
    const oldLogin = await otherDevice.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await otherDevice.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } });
    expect(newLogin.status()).toBe(200);
    await otherDevice.dispose();
    await expectNoSeriousA11yViolations(page, testInfo, `security-${language}`);

    // Verification: a wrong type is refused in the browser; a PNG and a PDF are uploaded
    await page.getByRole('link', { name: text.verification, exact: true }).click();
    const photoId = page.getByLabel(text.choosePhotoId);
    await photoId.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(text.wrongType)).toBeVisible();
    await photoId.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText(text.uploaded)).toBeVisible();
    await page
      .getByLabel(text.chooseAddress)
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(page.getByRole('link', { name: /bill\.pdf/ })).toBeVisible();
    await expect(page.getByText(text.pending)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, testInfo, `verification-${language}`);
    await screenshot(page, testInfo, `account-verification-${language}`);

    // The area was the first page of this visit: close goes to the main page
    await page.getByRole('button', { name: text.close }).click();
    await expectPath(page, text.prefix || '/');
  });
}
