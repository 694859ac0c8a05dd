import type { FastifyInstance } from 'fastify';

/**
 * The stylesheet of the pages the server renders itself: the API docs, the sandbox payment page and the
 * development mailbox. It keeps its address under /api/docs, where those pages link it, but it is served even
 * when the API docs are off (production), so that the sandbox payment page keeps its look.
 */
export const SERVER_PAGES_STYLE_PATH = '/docs/docs.css';

export function registerServerPagesStyle(api: FastifyInstance): void {
  api.get(
    SERVER_PAGES_STYLE_PATH,
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) =>
      reply.type('text/css').header('cache-control', 'public, max-age=3600').send(SERVER_PAGES_CSS),
  );
}

const SERVER_PAGES_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b0e1a;color:#f3f5fb}
main{max-width:980px;margin:0 auto;padding:24px}h1{font-size:28px}h2{font-size:18px;margin:0}
a{color:#ffb347}section{background:#121729;border:1px solid #26304d;border-radius:12px;margin:16px 0;padding:16px}
.m{display:inline-block;min-width:64px;font-weight:700;color:#0b0e1a;background:#ffb347;border-radius:8px;padding:2px 8px;margin-right:8px;text-align:center}
.m.post{background:#22c55e}.m.put,.m.patch{background:#38bdf8}.m.delete{background:#ef4444}
pre{background:#0b0e1a;border-radius:8px;padding:12px;overflow:auto;font-size:13px;color:#a9b1c9}
h3{font-size:14px;color:#a9b1c9;margin:12px 0 4px}nav ul{columns:2}`;
