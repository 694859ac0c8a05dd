/** The public face of the placeholder feature for other features. */
export type { RouteHandle } from './route-handle.ts';
