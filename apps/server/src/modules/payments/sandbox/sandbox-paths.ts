import { webhookPath } from '../provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
/** The sandbox's hosted payment page, `/sandbox-pay/:id`, on the platform's own origin. */
export const SANDBOX_PAGE_PATH = '/sandbox-pay';
/** Where the sandbox posts its webhooks; its signatures cover this path. */
export const SANDBOX_WEBHOOK_PATH = webhookPath(SANDBOX_PROVIDER);
