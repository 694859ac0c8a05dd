import { endpointLineParts } from './endpoint-line.ts';
import { OPERATOR_ENDPOINTS } from './operator-endpoints.ts';
import { PLAYER_ENDPOINTS } from './player-endpoints.ts';

/**
 * Every endpoint of the platform's HTTP API under `/api` by name: `'METHOD /path'`, `:name` marking a path
 * parameter. The full declarations (access, schemas, answers per status) are in `api-map.ts`.
 */
export const ENDPOINTS = { ...PLAYER_ENDPOINTS, ...OPERATOR_ENDPOINTS };

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The endpoints of the player app, the only ones the browser calls. */
export type PlayerEndpointName = keyof typeof PLAYER_ENDPOINTS;

type MethodOf<Line> = Line extends `${infer Method extends EndpointMethod} ${string}` ? Method : never;
type PathOf<Line> = Line extends `${EndpointMethod} ${infer Path}` ? Path : never;

/** An endpoint's method and path, the path without the `/api` prefix. */
export interface EndpointRoute<Name extends EndpointName = EndpointName> {
  method: MethodOf<(typeof ENDPOINTS)[Name]>;
  path: PathOf<(typeof ENDPOINTS)[Name]>;
}

export function endpointRoute<Name extends EndpointName>(name: Name): EndpointRoute<Name> {
  return endpointLineParts(ENDPOINTS[name]) as EndpointRoute<Name>;
}

export { fillEndpointPath } from './endpoint-line.ts';
