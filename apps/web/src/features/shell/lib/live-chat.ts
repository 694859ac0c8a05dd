import { findWidgetMethod, readEnvString, type Env } from './widget-config.ts';

/**
 * Live chat (§2.8: footer support links, the live-chat buttons, the sidebar support card).
 *
 * With `VITE_LIVE_CHAT_GLOBAL` set to the name of the window object of the chat vendor's script, its
 * `open()` method shows the chat. Without it (or before the script has loaded) the product shows its own
 * support contact page, /info_pages/contact_us (the support e-mail and hours).
 *
 * Opening the fallback page needs the router, so the caller passes `navigateTo` (it receives the
 * unlocalized path); components use `useOpenLiveChat()`.
 */
export const SUPPORT_PAGE_PATH = '/info_pages/contact_us';

export interface LiveChatConfig {
  globalName: string | undefined;
}

export function readLiveChatConfig(env: Env = import.meta.env): LiveChatConfig {
  return { globalName: readEnvString(env, 'VITE_LIVE_CHAT_GLOBAL') };
}

export function openLiveChat(
  navigateTo: (path: string) => void,
  config: LiveChatConfig = readLiveChatConfig(),
): 'widget' | 'fallback' {
  const open = findWidgetMethod(config.globalName, 'open');
  if (open) {
    try {
      open();
      return 'widget';
    } catch {
      /* fall back to our own support page */
    }
  }
  navigateTo(SUPPORT_PAGE_PATH);
  return 'fallback';
}
