import { z } from 'zod';
import { LANGUAGES } from '@casino/rules';

export const languageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** A node of the footer information-pages tree (§3): code, title, content, childs. */
export interface InfoPageNode {
  code: string;
  title: string;
  content: string;
  childs: InfoPageNode[];
}
export const infoPageNodeSchema: z.ZodType<InfoPageNode> = z
  .object({
    code: z.string(),
    title: z.string(),
    /**
     * Sanitized HTML for pages; an internal path for `quick_link…` nodes; an absolute http(s) URL for
     * `affiliates`. In the footer tree (GET /content/info-pages) page bodies are left empty to keep the tree
     * light; GET /content/info-pages/:code answers a page with its body.
     */
    content: z.string(),
    get childs() {
      return z.array(infoPageNodeSchema);
    },
  })
  .meta({ id: 'InfoPageNode' });
export const infoPagesResponseSchema = z.object({ items: z.array(infoPageNodeSchema) });

export const infoPageParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9_-]{1,64}$/) });
export const infoPageResponseSchema = z.object({ page: infoPageNodeSchema });

export const seoPageSchema = z
  .object({
    code: z.string().startsWith('seo_'),
    path: z.string(),
    title: z.string(),
    description: z.string(),
  })
  .meta({ id: 'SeoPage' });
export type SeoPage = z.infer<typeof seoPageSchema>;
export const seoPagesResponseSchema = z.object({ items: z.array(seoPageSchema) });

/** `title` is plain text, `content` sanitized HTML. */
export const licenceResponseSchema = z.object({ title: z.string(), content: z.string() });
export type LicenceResponse = z.infer<typeof licenceResponseSchema>;

/** `id` is the item's stable code (the same in every language); `question` is plain text, `answer` sanitized HTML. */
export const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });

/** Node codes with a behaviour of their own in the footer (§2.8). */
export const SUPPORT_BLOCK_CODE = 'support_block';
export const AFFILIATES_CODE = 'affiliates';
/** Codes `quick_link` and `quick_link_<name>` are links to `content`, a path inside the app. */
export const QUICK_LINK_PREFIX = 'quick_link';
/** The SEO page used when no other matches the path (§2.7). */
export const SEO_MAIN_CODE = 'seo_main';
/** The content block holding the licence text shown in the footer. */
export const LICENCE_BLOCK_CODE = 'licence';

/**
 * What a footer link does (§2.8): `support_block` opens live chat, `affiliates` opens its content URL in a new
 * tab, `quick_link` goes to its content path, `page` opens /info_pages/{code}. Top-level nodes are the footer's
 * columns; their own code has no behaviour.
 */
export type InfoLinkKind = 'support_block' | 'affiliates' | 'quick_link' | 'page';
export function infoLinkKind(code: string): InfoLinkKind {
  if (code === SUPPORT_BLOCK_CODE) return 'support_block';
  if (code === AFFILIATES_CODE) return 'affiliates';
  if (code === QUICK_LINK_PREFIX || code.startsWith(`${QUICK_LINK_PREFIX}_`)) return 'quick_link';
  return 'page';
}
