import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSeoPages } from '../api/get-seo-pages.ts';
import { canonicalUrl, findSeoPage } from '../lib/seo-match.ts';

function upsertHeadElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (element: HTMLElementTagNameMap[K]) => void,
) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    init(element);
    document.head.append(element);
  }
  return element;
}

/**
 * Sets the document title, the description meta tag and the canonical link (§2.7) from the SEO page
 * matching the current path (without its language prefix), or the main one. The canonical link is the
 * origin plus the current localized path. Updates on every route and language change; renders nothing.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const { data } = useSeoPages();
  const page = data ? findSeoPage(data.items, pathname) : undefined;

  useEffect(() => {
    if (!page) return;
    document.title = page.title;
    upsertHeadElement('meta', 'meta[name="description"]', (meta) => {
      meta.name = 'description';
    }).content = page.description;
  }, [page]);

  useEffect(() => {
    upsertHeadElement('link', 'link[rel="canonical"]', (link) => {
      link.rel = 'canonical';
    }).href = canonicalUrl(window.location.origin, pathname);
  }, [pathname]);

  return null;
}
