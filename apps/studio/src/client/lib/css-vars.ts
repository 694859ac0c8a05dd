import type { CSSProperties } from 'react';

/** Custom properties for a style prop (React sets them through the CSSOM, which the page's CSP allows). */
export function cssVars(vars: Readonly<Record<`--${string}`, string | number>>): CSSProperties {
  return vars as CSSProperties;
}
