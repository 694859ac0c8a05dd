import type { z } from 'zod';
import type { EndpointDeclaration, MultipartForm } from './declaration.ts';
import { accountEndpoints } from './declarations/accounts.ts';
import { myBonusEndpoints, promotionEndpoints, staffCampaignEndpoints } from './declarations/bonuses.ts';
import { contentEndpoints } from './declarations/content.ts';
import { devEndpoints } from './declarations/dev.ts';
import { gameEndpoints } from './declarations/games.ts';
import { geoEndpoints } from './declarations/geo.ts';
import { healthEndpoints } from './declarations/health.ts';
import { paymentEndpoints } from './declarations/payments.ts';
import { seamlessWalletEndpoints } from './declarations/seamless-wallet.ts';
import { verificationEndpoints } from './declarations/verification.ts';
import { walletEndpoints } from './declarations/wallet.ts';
import { winnerEndpoints } from './declarations/winners.ts';
import { protectionEndpoints, staffProtectionEndpoints } from './declarations/protection.ts';
import { ENDPOINTS, endpointRoute, type EndpointName, type EndpointRoute } from './endpoints.ts';

/**
 * Every endpoint's declaration. Each module's file admits only names of the table (`endpoints.ts`), and this
 * map must name every one of them, so the table and the declarations cannot part.
 */
const DECLARATIONS = {
  ...healthEndpoints,
  ...contentEndpoints,
  ...geoEndpoints,
  ...accountEndpoints,
  ...verificationEndpoints,
  ...walletEndpoints,
  ...paymentEndpoints,
  ...seamlessWalletEndpoints,
  ...gameEndpoints,
  ...winnerEndpoints,
  ...protectionEndpoints,
  ...staffProtectionEndpoints,
  ...promotionEndpoints,
  ...myBonusEndpoints,
  ...staffCampaignEndpoints,
  ...devEndpoints,
} satisfies Record<EndpointName, EndpointDeclaration>;

type Declarations = typeof DECLARATIONS;

/** An endpoint's full declaration: its method and path (from the table) and everything else. */
export type ApiEndpoint<Name extends EndpointName = EndpointName> = Declarations[Name] & EndpointRoute<Name>;

/** The platform's API, one entry per endpoint name. The server registers its routes from it. */
export const API_MAP = Object.fromEntries(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [
    name,
    { ...DECLARATIONS[name], ...endpointRoute(name) },
  ]),
) as { [Name in EndpointName]: ApiEndpoint<Name> };

type InputOf<Declaration, Key extends string> = Declaration extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : undefined;

/** The path parameters a caller sends (the params schema's input), or undefined when the path has none. */
export type EndpointParams<Name extends EndpointName> = InputOf<Declarations[Name], 'params'>;
/** The query a caller sends (the query schema's input), or undefined when the endpoint reads none. */
export type EndpointQuery<Name extends EndpointName> = InputOf<Declarations[Name], 'querystring'>;
/** The body a caller sends: the body schema's input, a multipart form, or undefined for none. */
export type EndpointBody<Name extends EndpointName> = Declarations[Name] extends { rawBody: 'multipart' }
  ? MultipartForm
  : InputOf<Declarations[Name], 'body'>;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Name extends EndpointName> = Declarations[Name]['response'];
type SuccessStatusOf<Name extends EndpointName> = Extract<keyof Responses<Name>, SuccessStatus>;

/**
 * What a 2xx answer holds (the response schema's output); undefined for 204 No Content, unknown for an endpoint
 * that answers a file rather than JSON.
 */
export type EndpointResponse<Name extends EndpointName> = [SuccessStatusOf<Name>] extends [never]
  ? unknown
  : {
      [Status in SuccessStatusOf<Name>]: Status extends 204
        ? undefined
        : Responses<Name>[Status] extends z.ZodType
          ? z.output<Responses<Name>[Status]>
          : never;
    }[SuccessStatusOf<Name>];

/** A part of a request: absent when the endpoint takes none, optional when every field of it is. */
type RequestPart<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : object extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** Everything a caller sends to an endpoint besides method and path. */
export type EndpointRequest<Name extends EndpointName> = RequestPart<'params', EndpointParams<Name>> &
  RequestPart<'query', EndpointQuery<Name>> &
  RequestPart<'body', EndpointBody<Name>>;
