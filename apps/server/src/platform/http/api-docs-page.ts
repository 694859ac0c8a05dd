import type { OpenAPIV3_1 } from 'openapi-types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

/** A readable, script-free HTML page of the OpenAPI document (it works under the strict CSP). */
export function renderApiDocs(document: unknown): string {
  const doc = document as OpenAPIV3_1.Document;
  const entries = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((method) => ({
      path,
      method,
      op: item?.[method] as OpenAPIV3_1.OperationObject,
    })),
  );
  const anchor = (method: string, path: string) => `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`;
  const sections = entries.map(({ path, method, op }) => {
    const params = op.parameters?.length ? `<h3>Parameters</h3>${json(op.parameters)}` : '';
    const body = op.requestBody ? `<h3>Request body</h3>${json(op.requestBody)}` : '';
    const responses = `<h3>Responses</h3>${json(op.responses)}`;
    return `<section id="${anchor(method, path)}"><h2><span class="m ${method}">${method.toUpperCase()}</span>${escape(path)}</h2>
${op.summary ? `<p>${escape(op.summary)}</p>` : ''}${op.description ? `<p>${escape(op.description)}</p>` : ''}${params}${body}${responses}</section>`;
  });
  const toc = entries.map(
    ({ path, method }) =>
      `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escape(path)}</a></li>`,
  );
  const schemas = doc.components?.schemas
    ? `<section><h2>Schemas</h2>${json(doc.components.schemas)}</section>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)} — API docs</title><link rel="stylesheet" href="/api/docs/docs.css"></head>
<body><main><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p><nav><ul>${toc.join('')}</ul></nav>${sections.join('\n')}${schemas}</main></body></html>`;
}
