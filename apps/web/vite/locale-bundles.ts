import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:locale-bundles';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = '/@locale-bundles/';

type Messages = Record<string, unknown>;

/**
 * Translations are written per feature (`src/locales/<language>/<feature>.json`) but fetched as one file per
 * language: one request instead of one per feature on the first load. `virtual:locale-bundles` exports the
 * address of each language's merged file: a hashed asset in the build, a development route in `vite` serve.
 */
export function localeBundles(localesDir: string): Plugin {
  let serving = false;
  return {
    name: 'locale-bundles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries: string[] = [];
      for (const language of languagesIn(localesDir)) {
        for (const file of featureFiles(localesDir, language)) this.addWatchFile(file);
        if (serving) {
          entries.push(`${JSON.stringify(language)}: ${JSON.stringify(`${DEV_PATH}${language}.json`)}`);
        } else {
          const reference = this.emitFile({
            type: 'asset',
            name: `locale-${language}.json`,
            source: JSON.stringify(mergedMessages(localesDir, language)),
          });
          entries.push(`${JSON.stringify(language)}: import.meta.ROLLUP_FILE_URL_${reference}`);
        }
      }
      return `export default {${entries.join(', ')}};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(/^\/@locale-bundles\/([a-z]{2})\.json$/);
        if (!match?.[1] || !languagesIn(localesDir).includes(match[1])) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(mergedMessages(localesDir, match[1])));
      });
    },
  };
}

function languagesIn(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function featureFiles(localesDir: string, language: string): string[] {
  return readdirSync(join(localesDir, language))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(localesDir, language, name));
}

/** One language's feature files merged section by section. */
export function mergedMessages(localesDir: string, language: string): Messages {
  return featureFiles(localesDir, language).reduce<Messages>(
    (merged, file) => deepMerge(merged, JSON.parse(readFileSync(file, 'utf8')) as Messages),
    {},
  );
}

function deepMerge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = isPlainObject(existing) && isPlainObject(value) ? deepMerge(existing, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
