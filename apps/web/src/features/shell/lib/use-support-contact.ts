import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { infoPageQueryOptions } from '../../content/index.ts';
import { isLiveChatConfigured, openLiveChat, SUPPORT_PAGE_CODE, SUPPORT_PAGE_PATH } from './live-chat.ts';
import { supportAddressIn } from './support-address.ts';

/** The contact page changes rarely; every support control of the screen shares one read of it. */
const CONTACT_PAGE_FRESH_MS = 5 * 60_000;

/** How the product's support controls reach support. */
export type SupportContact =
  /** A chat service is configured: open it (or the contact page while its script has not loaded). */
  | { kind: 'chat'; open: () => void }
  /** No chat service: write to the support address the contact page names. */
  | { kind: 'email'; href: string; address: string }
  /** No chat service, and the address is not known yet (or the content names none): the contact page. */
  | { kind: 'page'; href: string };

/**
 * What the live-chat controls offer. Without a configured chat service they never promise a chat: they become a
 * `mailto:` link to the address of the contact page (loaded only in that case), and link to that page until the
 * address is known.
 */
export function useSupportContact(): SupportContact {
  const chat = isLiveChatConfigured();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const contactPage = useQuery({
    ...infoPageQueryOptions(SUPPORT_PAGE_CODE, useLanguage()),
    enabled: !chat,
    staleTime: CONTACT_PAGE_FRESH_MS,
  });
  const openChat = useCallback(() => {
    if (!openLiveChat()) void navigate(localize(SUPPORT_PAGE_PATH));
  }, [navigate, localize]);
  if (chat) return { kind: 'chat', open: openChat };
  const address = contactPage.data ? supportAddressIn(contactPage.data.page.content) : null;
  if (address) return { kind: 'email', href: `mailto:${address}`, address };
  return { kind: 'page', href: localize(SUPPORT_PAGE_PATH) };
}
