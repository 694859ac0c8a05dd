import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { contentBlocks, faqItems, infoPages, seoPages } from './content.tables.ts';

/** The database or an open transaction on it. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = Db | DbTransaction;

/** `insert-missing` keeps rows that exist (on conflict do nothing); `overwrite` replaces them (upsert). */
export type WriteMode = 'insert-missing' | 'overwrite';

export type InfoPageRow = Pick<
  typeof infoPages.$inferSelect,
  'code' | 'language' | 'parentCode' | 'position' | 'title' | 'content'
>;
export type SeoPageRow = typeof seoPages.$inferSelect;
export type ContentBlockRow = typeof contentBlocks.$inferSelect;
export type FaqItemRow = Omit<typeof faqItems.$inferSelect, 'id'>;

/**
 * One row per code: the row in `language` when it exists, otherwise the one in `fallback`. PostgreSQL's
 * `distinct on` keeps the first row of each code in the given order.
 */
function preferLanguage(column: PgColumn, language: string): SQL {
  return sql`(${column} = ${language}) desc`;
}

export async function findInfoPages(
  db: DbExecutor,
  language: string,
  fallback: string,
): Promise<InfoPageRow[]> {
  return db
    .selectDistinctOn([infoPages.code], {
      code: infoPages.code,
      language: infoPages.language,
      parentCode: infoPages.parentCode,
      position: infoPages.position,
      title: infoPages.title,
      content: infoPages.content,
    })
    .from(infoPages)
    .where(inArray(infoPages.language, [language, fallback]))
    .orderBy(infoPages.code, preferLanguage(infoPages.language, language));
}

export async function findSeoPages(
  db: DbExecutor,
  language: string,
  fallback: string,
): Promise<SeoPageRow[]> {
  return db
    .selectDistinctOn([seoPages.code])
    .from(seoPages)
    .where(inArray(seoPages.language, [language, fallback]))
    .orderBy(seoPages.code, preferLanguage(seoPages.language, language));
}

export async function findContentBlock(
  db: DbExecutor,
  code: string,
  language: string,
  fallback: string,
): Promise<ContentBlockRow | null> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.code, code), inArray(contentBlocks.language, [language, fallback])))
    .orderBy(preferLanguage(contentBlocks.language, language))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFaqItems(
  db: DbExecutor,
  language: string,
  fallback: string,
): Promise<FaqItemRow[]> {
  return db
    .selectDistinctOn([faqItems.code], {
      code: faqItems.code,
      language: faqItems.language,
      position: faqItems.position,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .where(inArray(faqItems.language, [language, fallback]))
    .orderBy(faqItems.code, preferLanguage(faqItems.language, language));
}

/**
 * The `on conflict` clause of a write: `overwrite` sets the given columns from the proposed row, but only
 * where a value differs, so an unchanged row keeps its `updated_at` and is not counted as written.
 * `is distinct from` compares row values and treats nulls as equal.
 */
function upsert(table: PgTable, columns: Record<string, PgColumn>) {
  const tableName = getTableName(table);
  const names = Object.values(columns).map((column) => `"${column.name}"`);
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(columns))
    set[property] = sql.raw(`excluded."${column.name}"`);
  const setWhere = sql.raw(
    `(${names.map((name) => `"${tableName}".${name}`).join(', ')}) is distinct from (${names.map((name) => `excluded.${name}`).join(', ')})`,
  );
  return { set, setWhere };
}

/** Writes info-page rows in one statement; returns how many rows were inserted or changed. */
export async function writeInfoPages(db: DbExecutor, rows: InfoPageRow[], mode: WriteMode): Promise<number> {
  if (rows.length === 0) return 0;
  const insert = db.insert(infoPages).values(rows);
  const { set, setWhere } = upsert(infoPages, {
    parentCode: infoPages.parentCode,
    position: infoPages.position,
    title: infoPages.title,
    content: infoPages.content,
  });
  const statement =
    mode === 'overwrite'
      ? insert.onConflictDoUpdate({
          target: [infoPages.code, infoPages.language],
          set: { ...set, updatedAt: sql`now()` },
          setWhere,
        })
      : insert.onConflictDoNothing();
  return (await statement.returning({ code: infoPages.code })).length;
}

export async function writeSeoPages(db: DbExecutor, rows: SeoPageRow[], mode: WriteMode): Promise<number> {
  if (rows.length === 0) return 0;
  const insert = db.insert(seoPages).values(rows);
  const { set, setWhere } = upsert(seoPages, {
    path: seoPages.path,
    title: seoPages.title,
    description: seoPages.description,
  });
  const statement =
    mode === 'overwrite'
      ? insert.onConflictDoUpdate({ target: [seoPages.code, seoPages.language], set, setWhere })
      : insert.onConflictDoNothing();
  return (await statement.returning({ code: seoPages.code })).length;
}

export async function writeContentBlocks(
  db: DbExecutor,
  rows: ContentBlockRow[],
  mode: WriteMode,
): Promise<number> {
  if (rows.length === 0) return 0;
  const insert = db.insert(contentBlocks).values(rows);
  const { set, setWhere } = upsert(contentBlocks, {
    title: contentBlocks.title,
    content: contentBlocks.content,
  });
  const statement =
    mode === 'overwrite'
      ? insert.onConflictDoUpdate({ target: [contentBlocks.code, contentBlocks.language], set, setWhere })
      : insert.onConflictDoNothing();
  return (await statement.returning({ code: contentBlocks.code })).length;
}

export async function writeFaqItems(db: DbExecutor, rows: FaqItemRow[], mode: WriteMode): Promise<number> {
  if (rows.length === 0) return 0;
  const insert = db.insert(faqItems).values(rows);
  const { set, setWhere } = upsert(faqItems, {
    position: faqItems.position,
    question: faqItems.question,
    answer: faqItems.answer,
  });
  const statement =
    mode === 'overwrite'
      ? insert.onConflictDoUpdate({ target: [faqItems.code, faqItems.language], set, setWhere })
      : insert.onConflictDoNothing();
  return (await statement.returning({ id: faqItems.id })).length;
}
