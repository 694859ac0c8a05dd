import { randomUUID } from 'node:crypto';
import { adminOnly, everyone, signedIn, staffOnly, type AccessCase } from '../../test/access-cases.ts';

/**
 * Promotions are open to everyone; a player's bonuses to the signed-in player alone (another's grant id is answered
 * as no such bonus, tested in grants.int.test.ts); campaigns are read by support and admin and changed by admin only (the access
 * test's staff caller holds the support role). The rules are in bonuses.int.test.ts.
 */
const campaignUrl = (suffix: string) => () => `/api/staff/bonuses/campaigns/${randomUUID()}${suffix}`;

export const bonusesAccessCases: AccessCase[] = [
  { method: 'GET', route: '/api/bonuses/promotions', expect: everyone(200) },
  { method: 'GET', route: '/api/bonuses/welcome', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/bonuses/promotions/:slug',
    url: () => '/api/bonuses/promotions/no-such-promotion',
    expect: everyone(404),
  },
  { method: 'GET', route: '/api/bonuses/mine', expect: signedIn(200) },
  { method: 'GET', route: '/api/bonuses/free-spins', expect: signedIn(200) },
  { method: 'GET', route: '/api/bonuses/deposit-offer', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/bonuses/mine/:id/activate',
    url: () => `/api/bonuses/mine/${randomUUID()}/activate`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/bonuses/mine/:id/cancel',
    url: () => `/api/bonuses/mine/${randomUUID()}/cancel`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/bonuses/promotions/:slug/claim',
    url: () => '/api/bonuses/promotions/no-such-promotion/claim',
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/bonuses/promo-code',
    body: () => ({ code: 'NOSUCHCODE' }),
    expect: signedIn(400),
  },
  { method: 'GET', route: '/api/staff/bonuses/campaigns', expect: staffOnly(200) },
  { method: 'POST', route: '/api/staff/bonuses/campaigns', body: () => ({}), expect: adminOnly() },
  {
    method: 'PUT',
    route: '/api/staff/bonuses/campaigns/:id',
    url: campaignUrl(''),
    body: () => ({}),
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/staff/bonuses/campaigns/:id/pause',
    url: campaignUrl('/pause'),
    expect: adminOnly(),
  },
  {
    method: 'POST',
    route: '/api/staff/bonuses/campaigns/:id/resume',
    url: campaignUrl('/resume'),
    expect: adminOnly(),
  },
];
