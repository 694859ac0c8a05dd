/** The platform's signed calls to the studio's free-rounds API, made as the platform makes them. */
import { SEAMLESS_SIGNATURE_HEADER, type FreeRoundsCreateRequest } from '@casino/contracts';
import { signTimestamped } from '@casino/server-kit';
import type { LightMyRequestResponse } from 'fastify';
import type { StudioApp } from '../app.ts';
import { DEV_STUDIO_WALLET_SECRET } from '../config.ts';

export interface SignedCall {
  readonly method: 'GET' | 'POST';
  /** The address; the signature covers its path without the query. */
  readonly url: string;
  /** Sent as it is (a string is sent raw, unparsed); none for a GET or a cancel. */
  readonly body?: object | string;
  readonly secret?: string;
  /** Another signature header, or null for none. */
  readonly signature?: string | null;
}

export function signedCall(studio: StudioApp, call: SignedCall): Promise<LightMyRequestResponse> {
  const body =
    call.body === undefined ? '' : typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  const path = call.url.split('?')[0] ?? call.url;
  const signature =
    call.signature === undefined
      ? signTimestamped(
          call.secret ?? DEV_STUDIO_WALLET_SECRET,
          { method: call.method, path, body },
          new Date(),
        )
      : call.signature;
  return studio.app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...(signature !== null ? { [SEAMLESS_SIGNATURE_HEADER]: signature } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body !== undefined ? { payload: body } : {}),
  });
}

export const createFreeRounds = (studio: StudioApp, request: FreeRoundsCreateRequest | object) =>
  signedCall(studio, { method: 'POST', url: '/studio/api/free-rounds', body: request });

export const cancelFreeRounds = (studio: StudioApp, id: string) =>
  signedCall(studio, { method: 'POST', url: `/studio/api/free-rounds/${id}/cancel` });

export const freeRoundsStatus = (studio: StudioApp, id: string) =>
  signedCall(studio, { method: 'GET', url: `/studio/api/free-rounds/${id}` });
