import { z } from 'zod';
import { cryptoDepositRequestSchema, depositRequestSchema, withdrawalRequestSchema } from '@casino/contracts';

/*
 * The cashier requests as the forms check them: the contract schemas (the server's own rules) without the
 * idempotency key, which is added when a checked form is sent (`idempotency.ts`).
 */

export const depositFormSchema = depositRequestSchema.omit({ idempotencyKey: true });

export const cryptoDepositFormSchema = cryptoDepositRequestSchema.omit({ idempotencyKey: true });

/**
 * zod refuses to omit keys of a schema with refinements, so the withdrawal's is rebuilt from its fields. Its
 * cross-field rule is the form's own: the form sends exactly the fields its method shows (`WITHDRAWAL_FIELDS`),
 * each as text, so an empty one is required by the field's rule, and it has no wallet tag.
 */
export const withdrawalFormSchema = z
  .object(withdrawalRequestSchema.shape)
  .omit({ idempotencyKey: true, walletTag: true });
