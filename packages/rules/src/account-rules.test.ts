import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthYearOptions,
  birthdayProblem,
  isCalendarDay,
  isValidEmail,
  normalizeEmail,
  passwordProblems,
  phoneProblem,
  FREE_TEXT_PATTERN,
} from './account-rules.ts';

describe('password (§5)', () => {
  it.each([
    ['Abc1!', []],
    ['aB3#xyz', []],
    [`Aa1!${'x'.repeat(60)}`, []],
    ['Ab1!', ['passwordLength']],
    [`Aa1!${'x'.repeat(61)}`, ['passwordLength']],
    ['Abc1!é', ['passwordCharacters']],
    ['Abc1! ', ['passwordCharacters']],
    ['Abcd!', ['passwordDigit']],
    ['ABC1!', ['passwordLower']],
    ['abc1!', ['passwordUpper']],
    ['Abc12', ['passwordSymbol']],
    ['', ['passwordLength', 'passwordDigit', 'passwordLower', 'passwordUpper', 'passwordSymbol']],
  ])('%j breaks %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('accepts each symbol of the allowed set', () => {
    for (const symbol of '#$-._@&!;%:?*()^') expect(passwordProblems(`Abc1${symbol}`)).toEqual([]);
  });
});

describe('email (§5)', () => {
  it.each([
    ['player@example.com', true],
    ['first.last-name_1@mail.example.co.uk', true],
    ['Player@Example.COM', true],
    ['player+tag@example.com', false],
    ['player@example', false],
    ['player@@example.com', false],
    ['pläyer@example.com', false],
    ['player@exa mple.com', false],
    ['player..dots@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%j valid: %j', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('compares addresses without case and spaces', () => {
    expect(normalizeEmail('  Player@Example.COM ')).toBe('player@example.com');
  });
});

describe('phone (§5)', () => {
  it.each([
    ['7911123456', null],
    ['0791112345', 'phoneStartsWithZero'],
    ['791-112', 'invalidPhone'],
    ['+44791112', 'invalidPhone'],
    ['123', 'invalidPhone'],
    ['123456789012345', 'invalidPhone'],
  ])('%j → %j', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });
});

describe('free text (§5)', () => {
  it.each([
    ["O'Neil-Smith", true],
    ['Zoë Łukasz', true],
    ['12 Rue de l’Église', false],
    ['12 Rue de la Paix, Apt. 3/4 (back)', true],
    ['<script>', false],
    ['name;drop', false],
  ])('%j allowed: %j', (text, allowed) => {
    expect(FREE_TEXT_PATTERN.test(text)).toBe(allowed);
  });
});

describe('birth date (§3, §5)', () => {
  const today = new Date(Date.UTC(2026, 10, 21));

  it('knows real calendar days', () => {
    expect(isCalendarDay(2024, 2, 29)).toBe(true);
    expect(isCalendarDay(2023, 2, 29)).toBe(false);
    expect(isCalendarDay(2023, 4, 31)).toBe(false);
    expect(isCalendarDay(2023, 13, 1)).toBe(false);
    expect(isCalendarDay(2023, 1, 0)).toBe(false);
  });

  it.each([
    ['2008-11-21', null],
    ['2008-11-22', 'mustBeAdult'],
    ['1990-02-30', 'invalidBirthDay'],
    ['1990-2-3', 'invalidBirthDay'],
    ['1890-01-01', 'invalidBirthDay'],
    ['1970-06-15', null],
  ])('%j → %j', (birthday, problem) => {
    expect(birthdayProblem(birthday, today)).toBe(problem);
  });

  it('counts whole years', () => {
    expect(ageOn('2000-11-21', today)).toBe(26);
    expect(ageOn('2000-11-22', today)).toBe(25);
  });

  it('offers adult years only, from this year minus 18 back 100 years', () => {
    const years = birthYearOptions(today);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1908);
    expect(years).toHaveLength(101);
  });
});
