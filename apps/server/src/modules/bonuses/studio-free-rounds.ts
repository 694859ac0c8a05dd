import {
  FREE_ROUNDS_BASE_PATH,
  SEAMLESS_SIGNATURE_HEADER,
  freeRoundsAwardSchema,
  freeRoundsErrorSchema,
  type FreeRoundsAward,
} from '@casino/contracts';
import { signTimestamped } from '@casino/server-kit';
import {
  FreeRoundsRefusedError,
  FreeRoundsUnavailableError,
  type FreeRoundsProviders,
} from './free-rounds.port.ts';

const TIMEOUT_MS = 5_000;

/**
 * The free-rounds API over HTTP (docs/free-rounds.md): each provider's base URL and the secret it shares with the
 * platform for the seamless wallet, which signs these calls too, in the other direction.
 */
export function httpFreeRounds(
  providers: Readonly<Record<string, { url: string; secret: string }>>,
): FreeRoundsProviders {
  async function call(provider: string, method: 'GET' | 'POST', path: string, payload?: object) {
    const target = providers[provider];
    // A provider not configured here (no STUDIO_URL) may be configured later: its batches wait.
    if (!target) throw new FreeRoundsUnavailableError(`no free-rounds API is configured for ${provider}`);
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const signature = signTimestamped(target.secret, { method, path, body }, new Date());
    let response: Response;
    try {
      response = await fetch(`${target.url}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          [SEAMLESS_SIGNATURE_HEADER]: signature,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new FreeRoundsUnavailableError(`${provider} free rounds did not answer (${reason})`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const award = freeRoundsAwardSchema.safeParse(answer);
      if (award.success) return award.data satisfies FreeRoundsAward;
      throw new FreeRoundsUnavailableError(`${provider} free rounds answered an unknown shape`);
    }
    const refusal = freeRoundsErrorSchema.safeParse(answer);
    if (response.status >= 400 && response.status < 500 && response.status !== 429 && refusal.success)
      throw new FreeRoundsRefusedError(refusal.data.code, refusal.data.message);
    throw new FreeRoundsUnavailableError(`${provider} free rounds answered HTTP ${response.status}`);
  }

  return {
    create: (provider, request) => call(provider, 'POST', FREE_ROUNDS_BASE_PATH, request),
    cancel: (provider, id) => call(provider, 'POST', `${FREE_ROUNDS_BASE_PATH}/${id}/cancel`),
    status: (provider, id) => call(provider, 'GET', `${FREE_ROUNDS_BASE_PATH}/${id}`),
  };
}
