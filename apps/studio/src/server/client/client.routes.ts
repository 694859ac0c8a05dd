/**
 * Serves the built game client (apps/studio/dist/client, made by `npm run build -w @casino/studio`): its page at
 * /studio/play/:gameId and /studio/fairness, its files under /studio/client/. Only files inside the client folder
 * are ever read.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import { packageFile } from '@casino/server-kit';

export const DEFAULT_CLIENT_DIR = packageFile(import.meta.url, 'dist/client');

const NOT_BUILT = 'The game client is not built: run npm run build -w @casino/studio';
/** Vite puts content-hashed files under assets/: their name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The page the client runs in: its own code only (a module script file, no inline script or style). No `<base>`
 * may move its relative addresses elsewhere, and no form submits anywhere: the client's forms are handled in
 * script and never navigate.
 */
const PAGE_POLICY =
  "default-src 'self'; img-src 'self' data:; connect-src 'self'; style-src 'self'; script-src 'self'; " +
  "base-uri 'none'; form-action 'none'";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ClientRoutesOptions {
  /** The built client's folder; tests point it at a temporary one. */
  readonly clientDir?: string | undefined;
}

export function registerClientRoutes(app: FastifyInstance, options: ClientRoutesOptions = {}): void {
  const root = resolve(options.clientDir ?? DEFAULT_CLIENT_DIR);

  // Runs after the app's own onSend hook, which sets frame-ancestors: the page keeps that directive as it is.
  const pagePolicy: onSendHookHandler = async (_request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const framing = reply.getHeader('content-security-policy');
    void reply.header(
      'content-security-policy',
      typeof framing === 'string' && framing !== '' ? `${PAGE_POLICY}; ${framing}` : PAGE_POLICY,
    );
    return payload;
  };

  const sendPage = async (reply: FastifyReply) => {
    const page = await readInside(root, 'index.html');
    if (page === null) return notBuilt(reply);
    return reply
      .header('content-type', CONTENT_TYPES['.html'])
      .header('cache-control', 'no-cache')
      .send(page);
  };

  app.get('/studio/play/:gameId', { onSend: pagePolicy }, (_request, reply) => sendPage(reply));
  app.get('/studio/fairness', { onSend: pagePolicy }, (_request, reply) => sendPage(reply));
  app.get<{ Params: { '*': string } }>('/studio/client/*', { onSend: pagePolicy }, async (request, reply) => {
    const path = request.params['*'];
    const file = await readInside(root, path);
    if (file === null) {
      if (!(await isDirectory(root))) return notBuilt(reply);
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'no such file' } });
    }
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return reply
      .header('content-type', type)
      .header('cache-control', path.startsWith('assets/') ? IMMUTABLE : 'no-cache')
      .send(file);
  });
}

/** The file's bytes when `path` names a file inside `root`; null otherwise (missing, a folder, or outside). */
async function readInside(root: string, path: string): Promise<Buffer | null> {
  if (path === '' || path.includes('\0')) return null;
  const target = resolve(root, path);
  if (!target.startsWith(root + sep)) return null;
  try {
    if (!(await stat(target)).isFile()) return null;
    return await readFile(target);
  } catch {
    return null;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

function notBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(NOT_BUILT);
}
