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

/** One event per decision: a redelivery carries the same id, so the platform can tell it is a repeat. */
export function sandboxEvent(input: SandboxEventInput, at: Date): SandboxEvent {
  return {
    id: `evt_${input.paymentId}_${input.status}`,
    type: 'payment.updated',
    createdAt: at.toISOString(),
    data: { ...input },
  };
}
