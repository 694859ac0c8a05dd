import { describe, expect, it } from 'vitest';
import {
  checkGameStart,
  gameStartFields,
  missingProfileFields,
  type GameStartProfile,
} from './game-start-rules.ts';

const empty: GameStartProfile = { firstName: null, surename: null, gender: null, birthday: null };
const full: GameStartProfile = { firstName: 'Ana', surename: 'Pop', gender: 'f', birthday: '1990-01-01' };

describe('profile completion to start a game (§5)', () => {
  it.each([
    ['nameAndBirthday', { ...full }, []],
    ['nameAndBirthday', { ...full, surename: ' ' }, ['surename']],
    ['nameAndBirthday', empty, ['firstName', 'surename', 'birthday']],
    ['genderAndBirthday', { ...empty, gender: 'm', birthday: '1990-01-01' }, []],
    ['genderAndBirthday', { ...empty, birthday: '1990-01-01' }, ['gender']],
    ['birthdayOnly', { ...empty, birthday: '1990-01-01' }, []],
    ['birthdayOnly', empty, ['birthday']],
  ] as const)('%s with %j misses %j', (mode, profile, missing) => {
    expect(missingProfileFields(profile, mode)).toEqual(missing);
  });

  it('lets a complete profile play', () => {
    expect(checkGameStart(full, 5)).toEqual({ ok: true });
  });

  it('asks for the missing fields in the profile-requirements modal, without a toast', () => {
    expect(checkGameStart({ ...full, firstName: null }, 5)).toEqual({
      ok: false,
      toastKey: null,
      modal: 'PROFILE_REQUIREMENTS_MODAL',
      missing: ['firstName'],
    });
  });

  it.each([27, 101])('provider %i without a birthday: errors.nonFilledBirth and the modal', (provider) => {
    const result = checkGameStart({ ...empty, gender: 'm' }, provider, 'genderAndBirthday');
    expect(result).toEqual({
      ok: false,
      toastKey: 'errors.nonFilledBirth',
      modal: 'PROFILE_REQUIREMENTS_MODAL',
      missing: ['birthday'],
    });
  });

  it('provider 27 needs the birthday even in a mode that would not', () => {
    const profile = { ...full, birthday: null };
    expect(checkGameStart(profile, 27, 'birthdayOnly')).toMatchObject({ toastKey: 'errors.nonFilledBirth' });
    expect(checkGameStart({ ...full }, 27, 'birthdayOnly')).toEqual({ ok: true });
  });
});

describe('fields a first real-money game asks for', () => {
  it.each([
    ['nameAndBirthday', ['firstName', 'surename', 'birthday']],
    ['genderAndBirthday', ['gender', 'birthday']],
    ['birthdayOnly', ['birthday']],
  ] as const)('%s: %j', (mode, fields) => {
    expect(gameStartFields(mode)).toEqual(fields);
  });

  it('follows the default mode when none is given', () => {
    expect(gameStartFields()).toEqual(['firstName', 'surename', 'birthday']);
  });
});
