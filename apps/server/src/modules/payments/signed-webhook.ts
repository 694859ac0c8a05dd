import type { z } from 'zod';
import { verifyTimestamped } from '@casino/server-kit';
import {
  WebhookRejected,
  type ProviderEvent,
  type ProviderOutcome,
  type WebhookRequest,
} from './provider.ts';

/** How a provider signs its webhooks (signTimestamped, @casino/server-kit) and with what secret. */
export interface WebhookSignature {
  secret: string;
  /** The header that carries `t=<unix>,v2=<hex>`. */
  header: string;
  now: Date;
  toleranceSeconds: number;
}

/** A provider's webhook body about one payment, whatever its provider calls the payment. */
interface PaymentEventBody {
  id: string;
  data: { merchantPaymentId: string; status: ProviderOutcome; amount: number; currency: string };
}

/** How a provider's webhook body reads: its schema, what it is called in refusals, and the provider's payment id. */
export interface WebhookBody<Event extends PaymentEventBody> {
  schema: z.ZodType<Event>;
  /** `a checkout event`: the body is refused as "not <name>". */
  name: string;
  providerReference: (data: Event['data']) => string;
}

/**
 * A provider's signed webhook call in the platform's terms: the signature must cover its method, path and raw
 * body and be fresh, and the body must be JSON of the provider's event schema. Throws WebhookRejected otherwise.
 */
export function readSignedWebhook<Event extends PaymentEventBody>(
  { method, path, rawBody, headers }: WebhookRequest,
  signature: WebhookSignature,
  body: WebhookBody<Event>,
): ProviderEvent {
  const header = headers[signature.header];
  const valid = verifyTimestamped(
    signature.secret,
    { method, path, body: rawBody },
    typeof header === 'string' ? header : undefined,
    signature.now,
    signature.toleranceSeconds,
  );
  if (!valid) throw new WebhookRejected('The webhook signature is missing, wrong or stale.');
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookRejected('The webhook body is not JSON.');
  }
  const event = body.schema.safeParse(json);
  if (!event.success) throw new WebhookRejected(`The webhook body is not ${body.name}.`);
  const { data } = event.data;
  return {
    eventId: event.data.id,
    merchantPaymentId: data.merchantPaymentId,
    providerReference: body.providerReference(data),
    outcome: data.status,
    amount: data.amount,
    currency: data.currency,
  };
}
