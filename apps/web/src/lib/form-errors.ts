import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The translated text of a failed call: `apiErrors.<code>`, or the generic unexpected-error line. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`apiErrors.${error.code}`);
  return t('apiErrors.internal');
}

/** A field error of react-hook-form holds a translation key (`validation.…`) from the contract schemas. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(message) : undefined;
}
