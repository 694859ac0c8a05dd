import { describe, expect, it } from 'vitest';
import { cardNumberProblem, compactCardNumber, isValidCardNumber, passesLuhn } from './card-number.ts';

/** The card schemes' published test numbers. */
const TEST_CARDS = [
  ['Visa', '4111 1111 1111 1111'],
  ['Visa, 13 digits', '4222 2222 2222 2'],
  ['Mastercard', '5555 5555 5555 4444'],
  ['American Express, 15 digits', '3782 822463 10005'],
  ['Discover', '6011 1111 1111 1117'],
  ['JCB', '3530 1113 3330 0000'],
  ['Maestro, 19 digits', '6304 0000 0000 0000 018'],
];

describe('card number (Luhn)', () => {
  it.each(TEST_CARDS)('%s %s is valid, with or without spaces', (_scheme, number) => {
    expect(cardNumberProblem(number)).toBeNull();
    expect(isValidCardNumber(compactCardNumber(number))).toBe(true);
  });

  it.each([
    ['4111 1111 1111 1112', 'checksum', 'the last digit changed'],
    ['5555 5555 5555 4544', 'checksum', 'two digits swapped'],
    ['5555 5555 5555 4445', 'checksum', 'the last digit changed'],
    ['4111 1111 111', 'length', '11 digits'],
    ['4111 1111 1111 1111 1111', 'length', '20 digits'],
    ['4111-1111-1111-1111', 'length', 'dashes'],
    ['4111 1111 1111 111A', 'length', 'a letter'],
  ])('%s → %s (%s)', (number, problem) => {
    expect(cardNumberProblem(number)).toBe(problem);
  });

  it('Luhn: the sum with every second digit from the right doubled ends in 0', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
