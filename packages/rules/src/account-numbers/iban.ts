/**
 * IBAN (ISO 13616): two letters of the country, two check digits, then the national account number (BBAN).
 * The whole must have the length the country registered and leave remainder 1 under mod-97 (ISO 7064).
 */

/** The longest IBAN of any country (ISO 13616). */
export const IBAN_MAX_LENGTH = 34;

/**
 * IBAN length per country, from the SWIFT IBAN registry: every EU and EEA country, the United Kingdom,
 * Switzerland and the other countries that issue IBANs.
 */
const IBAN_REGISTRY = `
  AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28
  EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26
  IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28
  NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25
  SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30`;

// Built on first use, so a bundle that never checks an IBAN carries only the text above.
let registry: ReadonlyMap<string, number> | undefined;

function ibanRegistry(): ReadonlyMap<string, number> {
  registry ??= new Map(
    IBAN_REGISTRY.trim()
      .split(/\s+/)
      .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
  );
  return registry;
}

/** The length of the IBANs of a country (ISO 3166 code); undefined when the country issues none. */
export function ibanLength(country: string): number | undefined {
  return ibanRegistry().get(country);
}

/** Every country that issues IBANs. */
export function ibanCountries(): string[] {
  return [...ibanRegistry().keys()];
}

/** What is wrong with an IBAN: not shaped like one, a country without IBANs, a wrong length or check digits. */
export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

/** The electronic form of an IBAN as people write it: spaces removed, letters in upper case. */
export function compactIban(text: string): string {
  return text.replaceAll(' ', '').toUpperCase();
}

/** What is wrong with an IBAN, written with or without spaces; null when it is valid. */
export function ibanProblem(text: string): IbanProblem | null {
  const iban = compactIban(text);
  if (iban.length > IBAN_MAX_LENGTH || !IBAN_SHAPE.test(iban)) return 'format';
  const length = ibanLength(iban.slice(0, 2));
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? null : 'checksum';
}

export function isValidIban(text: string): boolean {
  return ibanProblem(text) === null;
}

/** The remainder under 97 of the number the characters spell, letters counting as 10 (A) to 35 (Z). */
function mod97(characters: string): number {
  let remainder = 0;
  for (const character of characters) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}
