/** A payment card number (ISO/IEC 7812): 12 to 19 digits whose last one is the Luhn check digit. */

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** What is wrong with a card number: not 12 to 19 digits, or a wrong check digit. */
export type CardNumberProblem = 'length' | 'checksum';

/** A card number as people write it, without the spaces between its groups. */
export function compactCardNumber(text: string): string {
  return text.replaceAll(' ', '');
}

/** The Luhn (mod 10) check: from the right, every second digit doubled (less 9 when over 9), the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** What is wrong with a card number written with or without spaces; null when it is valid. */
export function cardNumberProblem(text: string): CardNumberProblem | null {
  const digits = compactCardNumber(text);
  const shape = new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`);
  if (!shape.test(digits)) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

export function isValidCardNumber(text: string): boolean {
  return cardNumberProblem(text) === null;
}
