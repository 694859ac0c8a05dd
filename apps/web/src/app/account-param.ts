import type { SessionHandoff } from '../lib/session.ts';

/** The query parameter that hands a session to the app (§2.4). */
export const ACCOUNT_PARAM = 'account';

const PLAIN_TOKEN = /^[\w.~+/=-]{8,4096}$/;

/**
 * Decodes the `account` parameter: base64url-encoded JSON such as {"token": "…", "userId": "…"} (also
 * `session_uuid` / `user_id`), or else a plain token. Null when it holds nothing usable.
 */
export function decodeAccountParam(value: string): SessionHandoff | null {
  const json = decodeJson(value);
  if (json !== undefined) return handoffFrom(json);
  return PLAIN_TOKEN.test(value) ? { token: value } : null;
}

/** The decoded JSON object, or undefined when the value is not base64url-encoded JSON. */
function decodeJson(value: string): object | undefined {
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof json === 'object' && json !== null ? json : undefined;
  } catch {
    return undefined;
  }
}

function handoffFrom(json: object): SessionHandoff | null {
  const record = json as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const field = record[key];
      if (typeof field === 'string' && field !== '') return field;
    }
    return undefined;
  };
  const handoff: SessionHandoff = {
    token: text('token', 'accessToken', 'access_token'),
    sessionUuid: text('sessionUuid', 'session_uuid'),
    userId: text('userId', 'user_id'),
  };
  return handoff.token || handoff.sessionUuid ? handoff : null;
}
