import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { launchIssue } from './launch-refusal.ts';

const refused = (status: number, code: ConstructorParameters<typeof ApiError>[1], details?: unknown) =>
  new ApiError(status, code, code, details as ConstructorParameters<typeof ApiError>[3]);

describe('launchIssue', () => {
  it('names each refusal of the launch', () => {
    expect(launchIssue(refused(401, 'unauthorized'))).toEqual({ kind: 'signup' });
    expect(launchIssue(refused(409, 'game_blocked_by_bonus'))).toEqual({ kind: 'blocked' });
    expect(launchIssue(refused(409, 'game_not_available'))).toEqual({ kind: 'unavailable' });
    expect(launchIssue(refused(403, 'game_access_denied'))).toEqual({ kind: 'accessDenied' });
    for (const code of ['player_restricted', 'limit_reached', 'session_limit_reached'] as const)
      expect(launchIssue(refused(403, code))).toEqual({ kind: 'restricted', code });
    expect(launchIssue(refused(409, 'demo_not_available'))).toEqual({ kind: 'demoUnavailable' });
    expect(launchIssue(refused(409, 'insufficient_funds'))).toEqual({ kind: 'insufficient' });
    expect(launchIssue(refused(404, 'not_found'))).toEqual({ kind: 'notFound' });
  });

  it('reads the missing fields and the toast of profile_incomplete', () => {
    expect(
      launchIssue(
        refused(409, 'profile_incomplete', { missing: ['birthday'], toastKey: 'errors.nonFilledBirth' }),
      ),
    ).toEqual({ kind: 'profile', missing: ['birthday'], toastKey: 'errors.nonFilledBirth' });
  });

  it('reads a list of field errors as the fields it names, without a toast', () => {
    expect(
      launchIssue(
        refused(409, 'profile_incomplete', [
          { path: 'surename', message: 'required' },
          { path: 'firstName', message: 'required' },
          { path: 'city', message: 'required' },
        ]),
      ),
    ).toEqual({ kind: 'profile', missing: ['firstName', 'surename'], toastKey: null });
  });

  it('keeps any other failure for the generic message', () => {
    const network = new ApiError(0, 'network', 'network error');
    expect(launchIssue(network)).toEqual({ kind: 'failed', error: network });
    const crash = new Error('boom');
    expect(launchIssue(crash)).toEqual({ kind: 'failed', error: crash });
  });
});
