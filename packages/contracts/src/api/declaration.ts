import type { z } from 'zod';
import type { Access } from './access.ts';
import type { EndpointName } from './endpoints.ts';

/**
 * What an endpoint is besides its method and path: who may call it, its OpenAPI summary and tags, the schemas
 * of its path parameters, query and JSON body, and its answer per status code.
 */
export interface EndpointDeclaration {
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body that is not JSON validated by a schema: `multipart` (a form with a file) or `signed-json` (raw bytes
   * whose signature the handler checks before parsing them).
   */
  rawBody?: 'multipart' | 'signed-json';
  response: Partial<Record<number, z.ZodType>>;
}

/** Declarations of some endpoints; a module's file declares its own. */
export type EndpointDeclarations = Partial<Record<EndpointName, EndpointDeclaration>>;

/** A form sent as multipart/form-data; the browser's FormData is one. */
export interface MultipartForm {
  append(name: string, value: string | Blob, fileName?: string): void;
}

/** The part of the browser's Blob that a multipart form needs; declared here as the package has no DOM types. */
interface Blob {
  readonly size: number;
  readonly type: string;
}
