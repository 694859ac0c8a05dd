import { findWidgetMethod, readEnvString, type Env } from './widget-config.ts';

/**
 * Deep-link actions of the sidebar promo tiles (§2.8), in the gamification widget's own notation.
 *
 * With `VITE_GAMIFICATION_GLOBAL` set to the name of the window object the vendor's script installs
 * (for example `_smartico`), the action is handed to that object's `dp(action)` method. Without that
 * configuration, or while the widget has not loaded, the product opens its own page of the same name (the
 * tile's title is the page's title), which says that it opens soon until the feature exists:
 *
 * | action         | widget screen     | own page          |
 * |----------------|-------------------|-------------------|
 * | dp:gf_saw      | wheel of fortune  | /wheel-of-fortune |
 * | dp:gf_missions | missions          | /missions         |
 * | dp:gf_store    | store             | /bonus_shop       |
 * | dp:gf          | the widget's home | /big-win          |
 *
 * All of them are protected: the caller sends guests to sign-up before running one.
 */
export const DEEP_LINK_ACTIONS = ['dp:gf_saw', 'dp:gf_missions', 'dp:gf_store', 'dp:gf'] as const;
export type DeepLinkAction = (typeof DEEP_LINK_ACTIONS)[number];

export const DEEP_LINK_FALLBACK_PATHS: Readonly<Record<DeepLinkAction, string>> = {
  'dp:gf_saw': '/wheel-of-fortune',
  'dp:gf_missions': '/missions',
  'dp:gf_store': '/bonus_shop',
  'dp:gf': '/big-win',
};

export interface GamificationConfig {
  /** Name of the widget's window-level object; undefined when the widget is not configured. */
  globalName: string | undefined;
}

export function readGamificationConfig(env: Env = import.meta.env): GamificationConfig {
  return { globalName: readEnvString(env, 'VITE_GAMIFICATION_GLOBAL') };
}

export function isDeepLinkAction(value: unknown): value is DeepLinkAction {
  return typeof value === 'string' && (DEEP_LINK_ACTIONS as readonly string[]).includes(value);
}

/**
 * Runs a deep link: through the widget when it is configured and present, otherwise by navigating to the
 * product's own page (`navigateTo` receives the unlocalized path). Returns which way it went.
 */
export function runDeepLink(
  action: DeepLinkAction,
  navigateTo: (path: string) => void,
  config: GamificationConfig = readGamificationConfig(),
): 'widget' | 'fallback' {
  const dp = findWidgetMethod(config.globalName, 'dp');
  if (dp) {
    try {
      dp(action);
      return 'widget';
    } catch {
      /* a broken widget must not strand the player: fall through to our own page */
    }
  }
  navigateTo(DEEP_LINK_FALLBACK_PATHS[action]);
  return 'fallback';
}
