import { describe, expect, it } from 'vitest';
import { compactIban, ibanCountries, ibanLength, ibanProblem, isValidIban } from './iban.ts';

/** Example IBANs published in the SWIFT IBAN registry and by the national banks. */
const PUBLISHED = [
  'DE89 3704 0044 0532 0130 00',
  'GB82 WEST 1234 5698 7654 32',
  'GB33 BUKB 2020 1555 5555 55',
  'FR14 2004 1010 0505 0001 3M02 606',
  'ES91 2100 0418 4502 0005 1332',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'AT61 1904 3002 3457 3201',
  'CH93 0076 2011 6238 5295 7',
  'RO49 AAAA 1B31 0075 9384 0000',
  'SK31 1200 0000 1987 4263 7541',
  'SI56 2633 0001 2039 086',
  'PT50 0002 0123 1234 5678 9015 4',
  'IT60 X054 2811 1010 0000 0123 456',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'PL61 1090 1014 0000 0712 1981 2874',
  'SE45 5000 0000 0583 9825 7466',
  'DK50 0040 0440 1162 43',
  'FI21 1234 5600 0007 85',
  'IE29 AIBK 9311 5212 3456 78',
  'LU28 0019 4006 4475 0000',
  'CZ65 0800 0000 1920 0014 5399',
  'HU42 1177 3016 1111 1018 0000 0000',
  'GR16 0110 1250 0000 0001 2300 695',
  'LT12 1000 0111 0100 1000',
  'LV80 BANK 0000 4351 9500 1',
  'EE38 2200 2210 2014 5685',
  'HR12 1001 0051 8630 0016 0',
  'BG80 BNBG 9661 1020 3456 78',
  'CY17 0020 0128 0000 0012 0052 7600',
  'IS14 0159 2600 7654 5510 7303 39',
  'LI21 0881 0000 2324 013A A',
];

/** Every EU and EEA country, the United Kingdom and Switzerland. */
const EUROPE = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
];

describe('IBAN (ISO 13616, mod-97)', () => {
  it.each(PUBLISHED)('%s is valid, with or without spaces and in any case', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban.replaceAll(' ', ''))).toBe(true);
    expect(isValidIban(iban.toLowerCase())).toBe(true);
  });

  it('knows the IBAN length of every EU and EEA country, the United Kingdom and Switzerland', () => {
    for (const country of EUROPE) expect(ibanLength(country), country).toBeGreaterThanOrEqual(15);
    const lengths = Object.fromEntries(ibanCountries().map((country) => [country, ibanLength(country)]));
    expect(lengths).toMatchObject({ DE: 22, GB: 22, FR: 27, NO: 15, MT: 31, CH: 21, RO: 24, SK: 24, SI: 19 });
    expect(Math.max(...Object.values(lengths).map(Number))).toBeLessThanOrEqual(34);
    expect(ibanLength('US')).toBeUndefined();
  });

  it.each([
    ['DE89 3704 0044 0532 0130 01', 'checksum', 'the last digit changed'],
    ['DE88 3704 0044 0532 0130 00', 'checksum', 'other check digits'],
    ['DE89 3704 0044 0523 0130 00', 'checksum', 'two digits swapped'],
    ['GB82 WEST 1234 5698 7654 33', 'checksum', 'the last digit changed'],
    ['DE89 3704 0044 0532 0130 0', 'length', 'one digit short'],
    ['DE89 3704 0044 0532 0130 000', 'length', 'one digit too many'],
    ['DE8937040044053201', 'length', 'only 18 characters'],
    ['US64 SVBK US6S 3300 9673 86', 'country', 'a country without IBANs'],
    ['DE89-3704-0044-0532-0130-00', 'format', 'dashes'],
    ['89DE 3704 0044 0532 0130 00', 'format', 'check digits first'],
    ['', 'format', 'empty'],
    [`FR14${'0'.repeat(31)}`, 'format', 'longer than 34 characters'],
  ])('%s → %s (%s)', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });

  it('compacts to the electronic form', () => {
    expect(compactIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});
