import { staffOnly, signedIn, type AccessCase } from '../../test/access-cases.ts';
import { multipartBody, SAMPLES } from './verification.test-support.ts';

/**
 * The verification routes' rows for the access test of every /api route. Reviewers are support and admin,
 * so the support-role caller is let in; `/me` files are the caller's own only, so staff get 404 there too.
 */
export const verificationAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/me/verification', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/me/verification/:kind',
    url: () => '/api/me/verification/proof_of_address',
    payload: () => {
      const { payload, headers } = multipartBody('statement.pdf', SAMPLES.pdf, 'application/pdf');
      return { body: payload, contentType: headers['content-type'] ?? '' };
    },
    expect: signedIn(201),
  },
  {
    method: 'GET',
    route: '/api/me/verification/files/:fileId',
    url: (context) => `/api/me/verification/files/${context.ownerFileId}`,
    expect: { guest: 401, other: 404, staff: 404, owner: 200 },
  },
  { method: 'GET', route: '/api/staff/verification/pending', expect: staffOnly(200) },
  {
    method: 'GET',
    route: '/api/staff/users/:userId/verification',
    url: (context) => `/api/staff/users/${context.ownerId}/verification`,
    expect: staffOnly(200),
  },
  {
    method: 'GET',
    route: '/api/staff/verification/files/:fileId',
    url: (context) => `/api/staff/verification/files/${context.ownerFileId}`,
    expect: staffOnly(200),
  },
  {
    method: 'POST',
    route: '/api/staff/users/:userId/verification',
    url: (context) => `/api/staff/users/${context.ownerId}/verification`,
    body: () => ({ decision: 'reject', reason: 'The photo is blurred.' }),
    expect: staffOnly(200),
  },
];
