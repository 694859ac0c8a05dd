import { expect, it } from 'vitest';
import { ERROR_CODES } from '@casino/contracts/error-codes';
import { LANGUAGES } from '@casino/rules';

const validationFiles = import.meta.glob<{ apiErrors: Record<string, string> }>(
  '../locales/*/validation.json',
  {
    eager: true,
    import: 'default',
  },
);

it('every API error code has a message in every language', () => {
  for (const language of LANGUAGES) {
    const messages = validationFiles[`../locales/${language}/validation.json`]?.apiErrors ?? {};
    for (const code of ERROR_CODES) expect(messages[code], `${language}: apiErrors.${code}`).toBeTruthy();
  }
});
