import { CATALOGUE_VERSION, studioCatalogueSchema, type StudioCatalogue } from '@casino/contracts';

/** Where a provider's published catalogue comes from: its answer, not yet checked. */
export type CatalogueSource = () => Promise<unknown>;

const FETCH_TIMEOUT_MS = 5_000;

/** The catalogue could not be read: the provider did not answer, or answered something we cannot import. */
export class CatalogueUnavailableError extends Error {
  override name = 'CatalogueUnavailableError';
}

/** The in-house studio's catalogue, `GET <studioUrl>/studio/api/games` (docs/studio.md). */
export function studioCatalogueSource(studioUrl: string): CatalogueSource {
  const url = `${studioUrl}/studio/api/games`;
  return async () => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CatalogueUnavailableError(`The catalogue at ${url} did not answer (${reason}).`);
    }
    if (!response.ok)
      throw new CatalogueUnavailableError(`The catalogue at ${url} answered HTTP ${response.status}.`);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new CatalogueUnavailableError(`The catalogue at ${url} is not JSON.`);
    }
  };
}

/** Checks a provider's answer against the published format; another format version is refused by name. */
export function parseCatalogue(answer: unknown): StudioCatalogue {
  const version =
    typeof answer === 'object' && answer !== null && 'version' in answer ? answer.version : undefined;
  if (version !== CATALOGUE_VERSION)
    throw new CatalogueUnavailableError(
      `The catalogue is in format version ${JSON.stringify(version ?? null)}; this platform reads version ${CATALOGUE_VERSION}.`,
    );
  const parsed = studioCatalogueSchema.safeParse(answer);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.')}: ${first.message}` : 'unknown';
    throw new CatalogueUnavailableError(`The catalogue does not match its format (${where}).`);
  }
  if (parsed.data.games.length === 0)
    throw new CatalogueUnavailableError(
      'The catalogue lists no games; it is not imported, so that a broken feed cannot empty the lobby.',
    );
  return parsed.data;
}
