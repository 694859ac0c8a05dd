import {
  LICENCE_BLOCK_CODE,
  infoLinkKind,
  infoPageParamsSchema,
  type FaqItem,
  type InfoPageNode,
  type LicenceResponse,
  type SeoPage,
} from '@casino/contracts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/rules';
import { AppError } from '../../platform/errors.ts';
import {
  findContentBlock,
  findFaqItems,
  findInfoPages,
  findSeoPages,
  writeContentBlocks,
  writeFaqItems,
  writeInfoPages,
  writeSeoPages,
  type DbExecutor,
  type InfoPageRow,
  type WriteMode,
} from './content.repo.ts';
import { cleanInfoPageContent, isInternalPath, sanitizeContentHtml } from './content.sanitize.ts';

export type { WriteMode } from './content.repo.ts';

/*
 * Reads answer in the asked language and fall back, code by code, to the default language (en) for entries
 * that are missing in it. HTML is sanitized when written and again when read (defence in depth; the sanitizer
 * caches by input, so the second pass is a map look-up). Titles, questions and SEO texts are plain text.
 */

// ---------------------------------------------------------------------------------------------- reads

/** The footer tree: top-level nodes (the columns) by position, each with its children. Page bodies are left out. */
export async function getInfoPageTree(db: DbExecutor, language: Language): Promise<InfoPageNode[]> {
  const rows = await findInfoPages(db, language, DEFAULT_LANGUAGE);
  return buildInfoPageTree(rows);
}

/** One node by code with its full content and its children (children without page bodies). */
export async function getInfoPage(db: DbExecutor, code: string, language: Language): Promise<InfoPageNode> {
  const rows = await findInfoPages(db, language, DEFAULT_LANGUAGE);
  const row = rows.find((candidate) => candidate.code === code);
  if (!row) throw AppError.notFound(`info page ${code} not found`);
  const childrenByParent = groupByParent(rows);
  return {
    code: row.code,
    title: row.title,
    content: cleanInfoPageContent(row.code, row.content) ?? '',
    childs: childNodes(row.code, childrenByParent, new Set([row.code])),
  };
}

/** SEO pages (§2.7), ordered by path so that the main page ('/') comes first. */
export async function getSeoPages(db: DbExecutor, language: Language): Promise<SeoPage[]> {
  const rows = await findSeoPages(db, language, DEFAULT_LANGUAGE);
  return rows
    .map(({ code, path, title, description }) => ({ code, path, title, description }))
    .sort((a, b) => compareText(a.path, b.path) || compareText(a.code, b.code));
}

export async function getLicence(db: DbExecutor, language: Language): Promise<LicenceResponse> {
  const block = await findContentBlock(db, LICENCE_BLOCK_CODE, language, DEFAULT_LANGUAGE);
  if (!block) throw AppError.notFound('licence text not found');
  return { title: block.title, content: sanitizeContentHtml(block.content) };
}

export async function getFaq(db: DbExecutor, language: Language): Promise<FaqItem[]> {
  const rows = await findFaqItems(db, language, DEFAULT_LANGUAGE);
  return rows
    .sort((a, b) => a.position - b.position || compareText(a.code, b.code))
    .map((row) => ({ id: row.code, question: row.question, answer: sanitizeContentHtml(row.answer) }));
}

/**
 * Builds the tree from one row per code. Nodes whose parent does not exist, and cycles, are left out of the
 * tree (such a page is still readable by its code). Siblings are ordered by position, then code.
 */
export function buildInfoPageTree(rows: readonly InfoPageRow[]): InfoPageNode[] {
  const childrenByParent = groupByParent(rows);
  const visited = new Set<string>();
  return (childrenByParent.get(null) ?? []).map((row) => {
    visited.add(row.code);
    return treeNode(row, childrenByParent, visited);
  });
}

function groupByParent(rows: readonly InfoPageRow[]): Map<string | null, InfoPageRow[]> {
  const groups = new Map<string | null, InfoPageRow[]>();
  for (const row of rows) {
    const group = groups.get(row.parentCode);
    if (group) group.push(row);
    else groups.set(row.parentCode, [row]);
  }
  for (const group of groups.values())
    group.sort((a, b) => a.position - b.position || compareText(a.code, b.code));
  return groups;
}

function childNodes(
  parent: string,
  childrenByParent: Map<string | null, InfoPageRow[]>,
  visited: Set<string>,
): InfoPageNode[] {
  const nodes: InfoPageNode[] = [];
  for (const row of childrenByParent.get(parent) ?? []) {
    if (visited.has(row.code)) continue;
    visited.add(row.code);
    nodes.push(treeNode(row, childrenByParent, visited));
  }
  return nodes;
}

/** A node as the footer needs it: links keep their target, pages and columns carry no body. */
function treeNode(
  row: InfoPageRow,
  childrenByParent: Map<string | null, InfoPageRow[]>,
  visited: Set<string>,
): InfoPageNode {
  const content =
    infoLinkKind(row.code) === 'page' ? '' : (cleanInfoPageContent(row.code, row.content) ?? '');
  return {
    code: row.code,
    title: row.title,
    content,
    childs: childNodes(row.code, childrenByParent, visited),
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// --------------------------------------------------------------------------------------------- writes

export interface InfoPageInput {
  code: string;
  language: Language;
  parentCode: string | null;
  position: number;
  /** Plain text. */
  title: string;
  /** HTML for pages (sanitized here), a path for quick links, an http(s) URL for affiliates. */
  content: string;
}

export interface SeoPageInput {
  code: string;
  language: Language;
  path: string;
  title: string;
  description: string;
}

export interface ContentBlockInput {
  code: string;
  language: Language;
  title: string;
  /** HTML, sanitized here. */
  content: string;
}

export interface FaqItemInput {
  code: string;
  language: Language;
  position: number;
  question: string;
  /** HTML, sanitized here. */
  answer: string;
}

/** Saves info pages in one statement; returns how many rows were inserted or changed. */
export async function saveInfoPages(
  db: DbExecutor,
  inputs: readonly InfoPageInput[],
  mode: WriteMode = 'overwrite',
): Promise<number> {
  const rows = inputs.map((input) => {
    const where = `info page ${input.code}/${input.language}`;
    checkKey(where, input.code, input.language);
    if (input.parentCode !== null && (!isCode(input.parentCode) || input.parentCode === input.code)) {
      invalid(`${where}: bad parent code`);
    }
    const content = cleanInfoPageContent(input.code, input.content);
    if (content === null) invalid(`${where}: the link target is not allowed for this kind of node`);
    return {
      code: input.code,
      language: input.language,
      parentCode: input.parentCode,
      position: checkPosition(where, input.position),
      title: plainText(where, 'title', input.title, 200),
      content,
    };
  });
  checkUnique('info page', rows);
  return writeInfoPages(db, rows, mode);
}

export async function saveSeoPages(
  db: DbExecutor,
  inputs: readonly SeoPageInput[],
  mode: WriteMode = 'overwrite',
): Promise<number> {
  const rows = inputs.map((input) => {
    const where = `seo page ${input.code}/${input.language}`;
    checkKey(where, input.code, input.language);
    if (!input.code.startsWith('seo_')) invalid(`${where}: SEO codes start with seo_`);
    if (!isInternalPath(input.path)) invalid(`${where}: the path must be a path inside the app`);
    return {
      code: input.code,
      language: input.language,
      path: input.path,
      title: plainText(where, 'title', input.title, 120),
      description: plainText(where, 'description', input.description, 320),
    };
  });
  checkUnique('seo page', rows);
  return writeSeoPages(db, rows, mode);
}

export async function saveContentBlocks(
  db: DbExecutor,
  inputs: readonly ContentBlockInput[],
  mode: WriteMode = 'overwrite',
): Promise<number> {
  const rows = inputs.map((input) => {
    const where = `content block ${input.code}/${input.language}`;
    checkKey(where, input.code, input.language);
    return {
      code: input.code,
      language: input.language,
      title: plainText(where, 'title', input.title, 200),
      content: sanitizeContentHtml(input.content),
    };
  });
  checkUnique('content block', rows);
  return writeContentBlocks(db, rows, mode);
}

export async function saveFaqItems(
  db: DbExecutor,
  inputs: readonly FaqItemInput[],
  mode: WriteMode = 'overwrite',
): Promise<number> {
  const rows = inputs.map((input) => {
    const where = `faq item ${input.code}/${input.language}`;
    checkKey(where, input.code, input.language);
    return {
      code: input.code,
      language: input.language,
      position: checkPosition(where, input.position),
      question: plainText(where, 'question', input.question, 300),
      answer: sanitizeContentHtml(input.answer),
    };
  });
  checkUnique('faq item', rows);
  return writeFaqItems(db, rows, mode);
}

function isCode(value: string): boolean {
  return infoPageParamsSchema.shape.code.safeParse(value).success;
}

function checkKey(where: string, code: string, language: string): void {
  if (!isCode(code)) invalid(`${where}: codes are 1-64 characters a-z, 0-9, _ or -`);
  if (!isLanguage(language)) invalid(`${where}: unsupported language`);
}

function checkPosition(where: string, position: number): number {
  if (!Number.isSafeInteger(position) || position < 0 || position > 1_000_000)
    invalid(`${where}: bad position`);
  return position;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Plain text: trimmed, not empty, bounded, without control characters (tags are shown as text by clients). */
function plainText(where: string, field: string, value: string, maxLength: number): string {
  const text = value.trim();
  if (text.length === 0 || text.length > maxLength || CONTROL_CHARACTERS.test(text)) {
    invalid(`${where}: ${field} must be 1-${maxLength} characters of text`);
  }
  return text;
}

/** One statement cannot insert the same key twice (PostgreSQL refuses to upsert a row twice). */
function checkUnique(what: string, rows: ReadonlyArray<{ code: string; language: string }>): void {
  const keys = new Set<string>();
  for (const row of rows) {
    const key = `${row.code}/${row.language}`;
    if (keys.has(key)) invalid(`${what} ${key} appears twice`);
    keys.add(key);
  }
}

function invalid(message: string): never {
  throw new AppError('validation_failed', 400, message);
}
