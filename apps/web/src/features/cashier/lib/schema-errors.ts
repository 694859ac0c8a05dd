import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The first issue of each of `fields` as a form error holding its translation key (the contract schemas'
 * messages are `validation.…` keys). Issues of other paths are left out.
 */
export function schemaErrors<Field extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Field[],
): Partial<Record<Field, FieldError>> {
  const errors: Partial<Record<Field, FieldError>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field !== undefined && errors[field] === undefined)
      errors[field] = { type: issue.code, message: issue.message };
  }
  return errors;
}
