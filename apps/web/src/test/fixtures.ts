import type { UserInfo } from '@casino/contracts';

export const PLAYER: UserInfo = {
  id: 'u-1',
  email: 'player@example.com',
  language: 'en',
  birthday: null,
  level: 1,
  points: 0,
  currency: 'EUR',
  country: 'DE',
  role: 'player',
  verificationStatus: 'not_verified',
};
