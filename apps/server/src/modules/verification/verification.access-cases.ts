import type { Access } from '../../platform/http/access.ts';
import { VERIFICATION_REVIEWERS } from './verification.routes.ts';

/** One row per verification route, for the table-driven access test of every /api route. */
export interface VerificationAccessCase {
  method: 'GET' | 'POST';
  /**
   * The route with placeholders: `:fileId` is a file uploaded by the owner, `:userId` the owner's account id.
   * Document slots are spelled out (`photo_id`).
   */
  url: string;
  access: Access;
  /** True where another signed-in player is answered 404, as if the resource did not exist. */
  ownerOnly: boolean;
}

export const verificationAccessCases: readonly VerificationAccessCase[] = [
  { method: 'GET', url: '/api/me/verification', access: 'signed-in', ownerOnly: false },
  { method: 'POST', url: '/api/me/verification/photo_id', access: 'signed-in', ownerOnly: false },
  { method: 'GET', url: '/api/me/verification/files/:fileId', access: 'signed-in', ownerOnly: true },
  {
    method: 'GET',
    url: '/api/staff/verification/pending',
    access: { roles: VERIFICATION_REVIEWERS },
    ownerOnly: false,
  },
  {
    method: 'GET',
    url: '/api/staff/users/:userId/verification',
    access: { roles: VERIFICATION_REVIEWERS },
    ownerOnly: false,
  },
  {
    method: 'GET',
    url: '/api/staff/verification/files/:fileId',
    access: { roles: VERIFICATION_REVIEWERS },
    ownerOnly: false,
  },
  {
    method: 'POST',
    url: '/api/staff/users/:userId/verification',
    access: { roles: VERIFICATION_REVIEWERS },
    ownerOnly: false,
  },
];
