import { describe, expect, it } from 'vitest';
import { PROFILE } from '../../../test/fixtures.ts';
import { withGameStartFields } from './profile-fields.ts';

describe('profile fields asked for together with a first deposit', () => {
  it('adds the date of birth a first real-money game needs when the profile lacks it', () => {
    const profile = { ...PROFILE, firstName: '', surename: '', birthday: null };
    expect(withGameStartFields(profile, ['firstName', 'surename'])).toEqual([
      'firstName',
      'surename',
      'birthday',
    ]);
  });

  it('adds the names the game needs too, in form order', () => {
    const profile = { ...PROFILE, firstName: '', surename: '', birthday: null };
    expect(withGameStartFields(profile, ['address'])).toEqual([
      'firstName',
      'surename',
      'birthday',
      'address',
    ]);
  });

  it('adds nothing the profile already has', () => {
    expect(withGameStartFields(PROFILE, ['address', 'city'])).toEqual(['address', 'city']);
  });

  it('adds nothing when the deposit asks for nothing: no interruption of its own', () => {
    expect(withGameStartFields({ ...PROFILE, birthday: null }, [])).toEqual([]);
  });
});
