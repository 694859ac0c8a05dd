import { minorToDecimal } from '@casino/rules';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const SANDBOX_DECISIONS = ['approve', 'decline', 'cancel', 'pending'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

const LABELS: Record<SandboxDecision, string> = {
  approve: 'Approve the payment',
  decline: 'Decline the payment',
  cancel: 'Cancel and go back',
  pending: 'Leave it pending',
};

export interface SandboxPageModel {
  id: string;
  amount: number;
  currency: string;
  description: string;
  state: string;
  /** Where the player goes back to the casino once the payment is decided. */
  returnUrl: string;
  /** The paying player's session CSRF token, sent back with the choice. */
  csrfToken: string;
}

/** The hidden form field carrying the session's CSRF token. */
export const SANDBOX_CSRF_FIELD = 'csrf';

/**
 * The sandbox provider's hosted page: plain forms, no script (it works under the strict CSP). It stands for
 * the page a real provider shows; the player's choice decides what the webhook reports. Each form carries the
 * session's CSRF token, so another site cannot post a choice with the player's cookie.
 */
export function renderSandboxPage(payment: SandboxPageModel): string {
  const open = payment.state === 'open' || payment.state === 'pending';
  const forms = open
    ? SANDBOX_DECISIONS.map(
        (decision) => `<form method="post" action="/sandbox-pay/${escape(payment.id)}">
<input type="hidden" name="${SANDBOX_CSRF_FIELD}" value="${escape(payment.csrfToken)}">
<input type="hidden" name="decision" value="${decision}"><button type="submit">${LABELS[decision]}</button></form>`,
      ).join('\n')
    : `<p>This payment is ${escape(payment.state)}. <a href="${escape(payment.returnUrl)}">Back to the casino</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title><link rel="stylesheet" href="/api/docs/docs.css"></head>
<body><main><h1>Sandbox payment provider</h1>
<p>No real money moves here. Choose what the bank answers.</p>
<p><strong>${escape(minorToDecimal(payment.amount, payment.currency))} ${escape(payment.currency)}</strong> · ${escape(payment.description)}</p>
<p>Status: ${escape(payment.state)}</p>
${forms}</main></body></html>`;
}
