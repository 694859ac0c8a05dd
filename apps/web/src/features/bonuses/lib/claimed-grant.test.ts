import { describe, expect, it } from 'vitest';
import { aBonusGrant, myBonusesAnswer } from '../../../test/fixtures.ts';
import { claimedGrant } from './claimed-grant.ts';

const gift = (id: string, grantedAt: string, status: 'active' | 'queued' = 'queued') =>
  aBonusGrant({ id, slug: 'spring-gift', status, grantedAt });

describe('claimedGrant', () => {
  it('finds the campaign’s latest grant, active or queued', () => {
    const older = gift('6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a08', '2026-11-01T09:00:00.000Z', 'active');
    const newer = gift('6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a09', '2026-11-27T09:00:00.000Z');
    expect(claimedGrant(myBonusesAnswer({ active: older, queue: [newer] }), 'spring-gift')).toBe(newer);
    expect(claimedGrant(myBonusesAnswer({ active: older, queue: [] }), 'spring-gift')).toBe(older);
  });

  it('is null when no active or queued grant is of the campaign (an ended one does not count)', () => {
    const ended = aBonusGrant({ slug: 'spring-gift', status: 'completed' });
    expect(claimedGrant(myBonusesAnswer({ history: [ended] }), 'spring-gift')).toBeNull();
  });
});
