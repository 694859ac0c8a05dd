import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ProviderOutcome } from '../provider.ts';

/** The JSON body the sandbox provider posts to the platform's webhook. */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment.updated'),
  createdAt: z.string(),
  data: z.object({
    paymentId: z.string().min(1).max(100),
    merchantPaymentId: z.uuid(),
    status: z.enum(['approved', 'declined', 'cancelled', 'pending']),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export interface SandboxEventInput {
  paymentId: string;
  merchantPaymentId: string;
  status: ProviderOutcome;
  amount: number;
  currency: string;
}

export function sandboxEvent(input: SandboxEventInput, at: Date): SandboxEvent {
  return { id: randomUUID(), type: 'payment.updated', createdAt: at.toISOString(), data: { ...input } };
}
