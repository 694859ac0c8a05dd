import {
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Footer information pages: a tree by `parent_code`, one row per code and language. Content is sanitized HTML. */
export const infoPages = pgTable(
  'content_info_pages',
  {
    code: text('code').notNull(),
    language: text('language').notNull(),
    parentCode: text('parent_code'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.language] }),
    index('content_info_pages_language_idx').on(t.language, t.position),
  ],
);

/** SEO pages (code prefixed `seo_`), matched by path. */
export const seoPages = pgTable(
  'content_seo_pages',
  {
    code: text('code').notNull(),
    language: text('language').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.language] })],
);

/** Named blocks of text such as the licence. */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    code: text('code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.language] })],
);

/** FAQ entries; `code` identifies an item across languages (one row per code and language). */
export const faqItems = pgTable(
  'content_faq_items',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    position: integer('position').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    index('content_faq_items_language_idx').on(t.language, t.position),
    uniqueIndex('content_faq_items_code_language_uq').on(t.code, t.language),
  ],
);
