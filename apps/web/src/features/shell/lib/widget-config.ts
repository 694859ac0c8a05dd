/**
 * Third-party widgets (gamification, live chat) are configured by build-time environment variables that
 * name the window-level object the vendor's script installs. The product loads no vendor script: an operator
 * adds it to the page (and to the content security policy); these adapters only talk to an object that is
 * already there. Unset means "not configured": the product falls back to its own pages.
 */
export type Env = Readonly<Record<string, unknown>>;

export function readEnvString(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Looks up `window[globalName]` and returns its method `method` bound to it, if it is a function. */
export function findWidgetMethod(
  globalName: string | undefined,
  method: string,
): ((...args: unknown[]) => void) | undefined {
  if (!globalName) return undefined;
  const target: unknown = Reflect.get(window, globalName);
  if (typeof target !== 'object' && typeof target !== 'function') return undefined;
  if (target === null) return undefined;
  const fn: unknown = Reflect.get(target, method);
  if (typeof fn !== 'function') return undefined;
  return (...args: unknown[]) => {
    Reflect.apply(fn, target, args);
  };
}
