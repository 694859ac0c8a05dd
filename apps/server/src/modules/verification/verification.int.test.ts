import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MAX_FILE_BYTES, VERIFICATION_MAX_IMAGES, type Role } from '@casino/rules';
import type { ErrorBody, PendingVerificationsResponse, VerificationResponse } from '@casino/contracts';
import type { Principal } from '../../platform/http/access.ts';
import { createLocalFileStorage } from '../../platform/storage/local-file-storage.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/test-platform.ts';
import { verificationFiles } from './verification.tables.ts';
import {
  createVerificationTestApp,
  multipartBody,
  SAMPLES,
  TEST_USER_HEADER,
  testPrincipal,
} from './verification.test-support.ts';

describe.each(databaseKinds)('verification API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  const principals = new Map<string, Principal>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    root = await mkdtemp(join(tmpdir(), 'verification-int-'));
    ({ app } = await createVerificationTestApp(database, createLocalFileStorage(root), principals));
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(root, { recursive: true, force: true });
  });

  function person(role: Role = 'player'): Principal {
    const principal = testPrincipal(role);
    principals.set(principal.userId, principal);
    return principal;
  }

  function as(principal: Principal | null, extra: Record<string, string> = {}): Record<string, string> {
    if (!principal) return extra;
    return { [TEST_USER_HEADER]: principal.userId, 'x-csrf-token': principal.csrfToken, ...extra };
  }

  async function upload(who: Principal, filename: string, content: Buffer, slot = 'photo_id') {
    const body = multipartBody(filename, content, filename.endsWith('.jpg') ? 'image/jpeg' : undefined);
    return app.inject({
      method: 'POST',
      url: `/api/me/verification/${slot}`,
      headers: as(who, body.headers),
      payload: body.payload,
    });
  }

  async function overview(who: Principal): Promise<VerificationResponse> {
    const response = await app.inject({ method: 'GET', url: '/api/me/verification', headers: as(who) });
    expect(response.statusCode).toBe(200);
    return response.json<VerificationResponse>();
  }

  function storedFilesOf(userId: string): string[] {
    const folder = join(root, 'verification', userId);
    return existsSync(folder) ? readdirSync(folder) : [];
  }

  async function rowsOf(userId: string) {
    return database.db.select().from(verificationFiles).where(eq(verificationFiles.userId, userId));
  }

  it('shows a new player as not verified with no files', async () => {
    expect(await overview(person())).toEqual({ status: 'not_verified', pendingReview: false, files: [] });
  });

  it.each([
    ['passport.jpg', SAMPLES.jpeg, 'image/jpeg'],
    ['bill.png', SAMPLES.png, 'image/png'],
    ['card.bmp', SAMPLES.bmp, 'image/bmp'],
    ['statement.pdf', SAMPLES.pdf, 'application/pdf'],
  ])('accepts %s by its content and keeps it under a server-generated name', async (name, bytes, type) => {
    const player = person();
    const response = await upload(player, name, bytes, 'proof_of_address');
    expect(response.statusCode).toBe(201);
    const body = response.json<VerificationResponse>();
    expect(body.status).toBe('not_verified');
    expect(body.pendingReview).toBe(true);
    expect(body.files).toHaveLength(1);
    const [file] = body.files;
    expect(file).toMatchObject({
      kind: 'proof_of_address',
      originalName: name,
      contentType: type,
      size: bytes.length,
      review: 'pending',
      rejectionReason: null,
    });
    expect(storedFilesOf(player.userId)).toEqual([file?.id]);
    expect(await readFile(join(root, 'verification', player.userId, file?.id ?? ''))).toEqual(bytes);
    expect(await overview(player)).toEqual(body);
  });

  it('stores a PDF named .png as a PDF and serves it as an attachment named .pdf', async () => {
    const player = person();
    const body = (await upload(player, 'scan.png', SAMPLES.pdf)).json<VerificationResponse>();
    const file = body.files[0];
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.originalName).toBe('scan.png');

    const download = await app.inject({
      method: 'GET',
      url: `/api/me/verification/files/${file?.id}`,
      headers: as(player),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(SAMPLES.pdf);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['an executable', 'setup.jpg', SAMPLES.exe],
    ['an HTML page', 'page.jpg', SAMPLES.html],
    ['an SVG image', 'vector.jpg', SAMPLES.svg],
    ['an empty file', 'empty.jpg', Buffer.alloc(0)],
  ])('refuses %s renamed .jpg and stores nothing', async (_what, name, bytes) => {
    const player = person();
    const response = await upload(player, name, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().error.code).toBe('file_type');
    expect(await rowsOf(player.userId)).toEqual([]);
    expect(storedFilesOf(player.userId)).toEqual([]);
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte without storing any part of it', async () => {
    const player = person();
    const exact = Buffer.alloc(VERIFICATION_MAX_FILE_BYTES, 0x20);
    SAMPLES.pdf.copy(exact);
    expect((await upload(player, 'big.pdf', exact)).statusCode).toBe(201);

    const other = person();
    const over = Buffer.alloc(VERIFICATION_MAX_FILE_BYTES + 1, 0x20);
    SAMPLES.pdf.copy(over);
    const response = await upload(other, 'too-big.pdf', over);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('file_too_large');
    expect(await rowsOf(other.userId)).toEqual([]);
    expect(storedFilesOf(other.userId)).toEqual([]);
  });

  it('keeps at most 20 images per player; PDFs do not count and rejected images free places', async () => {
    const player = person();
    const staff = person('support');
    for (let index = 0; index < VERIFICATION_MAX_IMAGES; index++) {
      expect((await upload(player, `photo-${index}.jpg`, SAMPLES.jpeg)).statusCode).toBe(201);
    }
    const refused = await upload(player, 'one-more.png', SAMPLES.png);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('too_many_images');
    expect(await rowsOf(player.userId)).toHaveLength(VERIFICATION_MAX_IMAGES);
    expect(storedFilesOf(player.userId)).toHaveLength(VERIFICATION_MAX_IMAGES);

    expect((await upload(player, 'statement.pdf', SAMPLES.pdf)).statusCode).toBe(201);

    const rejected = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(staff),
      payload: { decision: 'reject', reason: 'The photos are blurred.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await upload(player, 'sharp.jpg', SAMPLES.jpeg)).statusCode).toBe(201);
  });

  it('lets only one of several simultaneous uploads take the last image place', async () => {
    const player = person();
    for (let index = 0; index < VERIFICATION_MAX_IMAGES - 1; index++)
      await upload(player, 'p.jpg', SAMPLES.jpeg);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(player, 'last.png', SAMPLES.png)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(player.userId)).toHaveLength(VERIFICATION_MAX_IMAGES);
    expect(storedFilesOf(player.userId)).toHaveLength(VERIFICATION_MAX_IMAGES);
  });

  it('serves a file only to its owner: another player gets 404, as for an unknown id', async () => {
    const owner = person();
    const intruder = person();
    const fileId = (await upload(owner, 'id.jpg', SAMPLES.jpeg)).json<VerificationResponse>().files[0]?.id;
    const ownUrl = `/api/me/verification/files/${fileId}`;
    const other = await app.inject({ method: 'GET', url: ownUrl, headers: as(intruder) });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/me/verification/files/${randomUUID()}`,
      headers: as(intruder),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect((await app.inject({ method: 'GET', url: ownUrl })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: ownUrl, headers: as(owner) })).rawPayload).toEqual(
      SAMPLES.jpeg,
    );

    const staffUrl = `/api/staff/verification/files/${fileId}`;
    expect((await app.inject({ method: 'GET', url: staffUrl, headers: as(intruder) })).statusCode).toBe(403);
    const staffDownload = await app.inject({ method: 'GET', url: staffUrl, headers: as(person('admin')) });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload).toEqual(SAMPLES.jpeg);
    expect(staffDownload.headers['content-disposition']).toMatch(/^attachment; filename="id.jpg"/);
  });

  it('refuses an upload without the CSRF token, a guest, an unknown slot and a body without a file', async () => {
    const player = person();
    const body = multipartBody('id.jpg', SAMPLES.jpeg);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/me/verification/photo_id',
      headers: { [TEST_USER_HEADER]: player.userId, ...body.headers },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json<ErrorBody>().error.code).toBe('csrf_failed');
    const guest = await app.inject({
      method: 'POST',
      url: '/api/me/verification/photo_id',
      headers: body.headers,
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
    expect((await upload(player, 'id.jpg', SAMPLES.jpeg, 'selfie')).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/me/verification/photo_id',
      headers: as(player),
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);
    expect(await rowsOf(player.userId)).toEqual([]);
  });

  it('lets staff approve: the player then sees verified and approved files', async () => {
    const player = person();
    const staff = person('admin');
    await upload(player, 'id.jpg', SAMPLES.jpeg);
    await upload(player, 'address.pdf', SAMPLES.pdf, 'proof_of_address');

    const pending = await app.inject({
      method: 'GET',
      url: '/api/staff/verification/pending',
      headers: as(staff),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json<PendingVerificationsResponse>().items).toContainEqual(
      expect.objectContaining({ userId: player.userId, status: 'not_verified', pendingFiles: 2 }),
    );

    const seen = await app.inject({
      method: 'GET',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(staff),
    });
    expect(seen.json<VerificationResponse>().files).toHaveLength(2);

    const approved = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(staff),
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    const after = await overview(player);
    expect(after.status).toBe('verified');
    expect(after.pendingReview).toBe(false);
    expect(after.files.map((file) => file.review)).toEqual(['approved', 'approved']);

    const stillPending = await app.inject({
      method: 'GET',
      url: '/api/staff/verification/pending',
      headers: as(staff),
    });
    const waiting = stillPending.json<PendingVerificationsResponse>().items.map((item) => item.userId);
    expect(waiting).not.toContain(player.userId);
  });

  it('lets staff set another status such as less than 18', async () => {
    const player = person();
    await upload(player, 'id.jpg', SAMPLES.jpeg);
    const response = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(person('support')),
      payload: { decision: 'approve', status: 'less_than_18' },
    });
    expect(response.statusCode).toBe(200);
    expect((await overview(player)).status).toBe('less_than_18');
  });

  it('lets staff reject with a reason the player reads; the status stays not verified', async () => {
    const player = person();
    const staff = person('support');
    await upload(player, 'id.jpg', SAMPLES.jpeg);
    const response = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(staff),
      payload: { decision: 'reject', reason: '  The document has expired.  ' },
    });
    expect(response.statusCode).toBe(200);
    const after = await overview(player);
    expect(after.status).toBe('not_verified');
    expect(after.pendingReview).toBe(false);
    expect(after.files[0]).toMatchObject({
      review: 'rejected',
      rejectionReason: 'The document has expired.',
    });

    const again = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(staff),
      payload: { decision: 'reject', reason: 'Nothing left to reject.' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps decisions to reviewers: players, finance and the account holder themselves are refused', async () => {
    const player = person();
    await upload(player, 'id.jpg', SAMPLES.jpeg);
    const decide = (who: Principal | null, userId = player.userId) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/users/${userId}/verification`,
        headers: as(who),
        payload: { decision: 'approve' },
      });
    expect((await decide(null)).statusCode).toBe(401);
    expect((await decide(player)).statusCode).toBe(403);
    expect((await decide(person('finance'))).statusCode).toBe(403);
    const admin = person('admin');
    expect((await decide(admin, admin.userId)).statusCode).toBe(403);
    const empty = await decide(person('admin'));
    expect(empty.statusCode).toBe(200);
    const blank = await app.inject({
      method: 'POST',
      url: `/api/staff/users/${player.userId}/verification`,
      headers: as(person('admin')),
      payload: { decision: 'reject', reason: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/verification/pending', headers: as(player) }))
        .statusCode,
    ).toBe(403);
  });
});
