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
    /** Sanitized HTML for pages; a path or URL for `quick_link` and `affiliates` links. */
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

export const licenceResponseSchema = z.object({ title: z.string(), content: z.string() });

export const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });
