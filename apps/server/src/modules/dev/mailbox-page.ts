import type { OutboxMail } from '../../platform/mailer/mailer.ts';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escape(part)}">${escape(part)}</a>` : escape(part)))
    .join('');
}

/** The development mailbox: a script-free page (it works under the strict CSP), styled like the API docs. */
export function renderMailboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.map(
    (mail) => `<section><h2>${escape(mail.subject)}</h2>
<p>To <strong>${escape(mail.to)}</strong> · ${escape(mail.createdAt.toISOString())} · ${mail.sentAt ? 'sent' : 'in the outbox'}</p>
<pre>${linkify(mail.text)}</pre></section>`,
  );
  const body = items.length ? items.join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox</title><link rel="stylesheet" href="/api/docs/docs.css"></head>
<body><main><h1>Development mailbox</h1><p>Mail the server would send, newest first. JSON: <a href="/api/dev/mailbox">/api/dev/mailbox</a></p>${body}</main></body></html>`;
}
