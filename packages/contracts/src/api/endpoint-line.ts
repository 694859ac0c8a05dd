/** `'GET /wallet/balance'` as its method and path. */
export function endpointLineParts(line: string): { method: string; path: string } {
  const space = line.indexOf(' ');
  return { method: line.slice(0, space), path: line.slice(space + 1) };
}

/** Fills an endpoint path's `:name` parameters, each encoded as one path segment. */
export function fillEndpointPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params[key])));
}
