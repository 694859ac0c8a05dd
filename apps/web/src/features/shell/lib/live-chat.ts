import { findWidgetMethod, readEnvString, type Env } from './widget-config.ts';

/**
 * Live chat (§2.8: the footer's support link and live-chat button, the sidebar's support card).
 *
 * With `VITE_LIVE_CHAT_GLOBAL` set to the name of the window object of the chat vendor's script, its `open()`
 * method shows the chat. Without it there is no chat to offer: the same controls become an e-mail link to the
 * support address (`use-support-contact.ts`), never a page that points back to the chat.
 */
export const SUPPORT_PAGE_CODE = 'contact_us';
/** The contact page: the support e-mail, complaints and postal address, with no live chat in it. */
export const SUPPORT_PAGE_PATH = `/info_pages/${SUPPORT_PAGE_CODE}`;

export interface LiveChatConfig {
  globalName: string | undefined;
}

export function readLiveChatConfig(env: Env = import.meta.env): LiveChatConfig {
  return { globalName: readEnvString(env, 'VITE_LIVE_CHAT_GLOBAL') };
}

/** Whether a chat service is configured at all (its script may still be loading). */
export function isLiveChatConfigured(config: LiveChatConfig = readLiveChatConfig()): boolean {
  return config.globalName !== undefined;
}

/**
 * Opens the configured chat. False when it cannot open (no service, its script not loaded yet, or it throws):
 * the caller then offers the contact page instead.
 */
export function openLiveChat(config: LiveChatConfig = readLiveChatConfig()): boolean {
  const open = findWidgetMethod(config.globalName, 'open');
  if (!open) return false;
  try {
    open();
    return true;
  } catch {
    return false;
  }
}
