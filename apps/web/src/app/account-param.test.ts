import { describe, expect, it } from 'vitest';
import { decodeAccountParam } from './account-param.ts';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeAccountParam', () => {
  it('decodes base64url JSON', () => {
    expect(decodeAccountParam(base64url(JSON.stringify({ token: 'abc', user_id: 'u1' })))).toEqual({
      token: 'abc',
      sessionUuid: undefined,
      userId: 'u1',
    });
    expect(decodeAccountParam(base64url(JSON.stringify({ session_uuid: 's-1' })))).toEqual({
      token: undefined,
      sessionUuid: 's-1',
      userId: undefined,
    });
  });

  it('takes anything else token-like as a plain token', () => {
    expect(decodeAccountParam('a1b2c3d4e5f6.g7')).toEqual({ token: 'a1b2c3d4e5f6.g7' });
  });

  it('rejects values that hold nothing usable', () => {
    expect(decodeAccountParam('')).toBeNull();
    expect(decodeAccountParam('short')).toBeNull();
    expect(decodeAccountParam('has spaces in it')).toBeNull();
    expect(decodeAccountParam(base64url(JSON.stringify({ userId: 'only-user' })))).toBeNull();
  });
});
