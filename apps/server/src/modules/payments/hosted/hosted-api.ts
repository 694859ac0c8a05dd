export interface HostedApiSettings {
  /** The provider's API base, without a trailing slash. */
  apiUrl: string;
  apiKey: string;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs: number;
}

/** A call the provider answered: its status and its JSON body (null when the body was not JSON). */
export interface HostedAnswer {
  status: number;
  json: unknown;
}

/**
 * One server-to-server call to the provider's API: JSON POST with the bearer key and an idempotency key (the
 * platform's payment or withdrawal id, so that asking again never opens or pays twice). Answers null when the
 * provider did not answer in time or could not be reached.
 */
export async function postToProvider(
  settings: HostedApiSettings,
  path: string,
  body: object,
  idempotencyKey: string,
): Promise<HostedAnswer | null> {
  try {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, json: parseJson(text) };
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
