import { z } from 'zod';
import { INFO_PAGE_CODE_PATTERN, LANGUAGES } from '@casino/rules';

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
export type InfoPagesResponse = z.infer<typeof infoPagesResponseSchema>;

export const infoPageParamsSchema = z.object({ code: z.string().regex(INFO_PAGE_CODE_PATTERN) });
export const infoPageResponseSchema = z.object({ page: infoPageNodeSchema });
export type InfoPageResponse = z.infer<typeof infoPageResponseSchema>;

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
export type SeoPagesResponse = z.infer<typeof seoPagesResponseSchema>;

/** `title` is plain text, `content` sanitized HTML. */
export const licenceResponseSchema = z.object({ title: z.string(), content: z.string() });
export type LicenceResponse = z.infer<typeof licenceResponseSchema>;

/** `id` is the item's stable code (the same in every language); `question` is plain text, `answer` sanitized HTML. */
export const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

export {
  AFFILIATES_CODE,
  LICENCE_BLOCK_CODE,
  QUICK_LINK_PREFIX,
  SEO_MAIN_CODE,
  SUPPORT_BLOCK_CODE,
  infoLinkKind,
  type InfoLinkKind,
} from '@casino/rules';
