/**
 * The lobby search's text matching (docs/games.md, Search), done in the server's memory over the catalogue index:
 * names are folded (lower case, accents and ligatures undone) and cut into trigrams the way PostgreSQL's pg_trgm
 * cuts them, and a query matches a name that holds it or that has a run of words close enough to it.
 */

/**
 * A query matches a name when some run of the name's trigrams shares at least this part of their union with the
 * query's trigrams (pg_trgm's default `word_similarity_threshold`).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Letters that unaccent spells with more than one letter, or that carry no combining mark to strip. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const SPELLED_OUT_PATTERN = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');

const ASCII_ONLY = /^[ -~]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
const ANY_WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, accents stripped, ligatures spelled out: "Vâlhällà" and "VALHALLA" both fold to "valhalla". */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII: nothing to undo.
  if (ASCII_ONLY.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter);
}

/**
 * The trigrams of a folded text in order: each word (a run of letters and digits) padded with two spaces in
 * front and one behind, and every three consecutive characters of it ("ab" → "  a", " ab", "ab ").
 */
export function trigramsOf(folded: string): string[] {
  const trigrams: string[] = [];
  for (const word of folded.match(ASCII_ONLY.test(folded) ? ASCII_WORD : ANY_WORD) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** A text prepared for matching: folded, and its trigrams in order as numbers local to the text. */
export interface SearchableText {
  folded: string;
  /** The text's distinct trigrams. */
  distinct: readonly string[];
  /** The text's trigrams in order, each as its index in `distinct`. */
  sequence: Int32Array;
}

export function searchableText(text: string): SearchableText {
  const folded = foldSearchText(text);
  const trigrams = trigramsOf(folded);
  const distinct: string[] = [];
  const sequence = new Int32Array(trigrams.length);
  for (let position = 0; position < trigrams.length; position++) {
    const trigram = trigrams[position] as string;
    let index = distinct.indexOf(trigram);
    if (index < 0) index = distinct.push(trigram) - 1;
    sequence[position] = index;
  }
  return { folded, distinct, sequence };
}

/** A query prepared for matching many texts. */
export interface SearchQuery {
  folded: string;
  trigrams: ReadonlySet<string>;
}

export function searchQuery(query: string): SearchQuery {
  const folded = foldSearchText(query.trim());
  return { folded, trigrams: new Set(trigramsOf(folded)) };
}

/**
 * How close the query's trigrams come to the closest run of consecutive trigrams in the text: the largest
 * |Q ∩ R| / |Q ∪ R| over every run R (both as sets), between 0 and 1; the value of pg_trgm's `word_similarity`
 * (test vectors in search-text.test.ts). A query that is one of the text's words scores 1; "valhala" against
 * "mighty valhalla" scores 0.75.
 */
export function wordSimilarity(query: SearchQuery, text: SearchableText): number {
  const querySize = query.trigrams.size;
  if (querySize === 0) return 0;
  const { distinct, sequence } = text;
  const { inQuery, seenInRun } = scratchFor(distinct.length);
  for (let index = 0; index < distinct.length; index++)
    inQuery[index] = query.trigrams.has(distinct[index] as string) ? 1 : 0;
  let best = 0;
  // A run that starts on a trigram outside the query only adds to the union, so runs start on shared ones.
  for (let start = 0; start < sequence.length; start++) {
    if (inQuery[sequence[start] as number] === 0) continue;
    const run = nextRun();
    let size = 0;
    let shared = 0;
    for (let end = start; end < sequence.length; end++) {
      const trigram = sequence[end] as number;
      if (seenInRun[trigram] === run) continue;
      seenInRun[trigram] = run;
      size++;
      if (inQuery[trigram] === 0) continue;
      shared++;
      const similarity = shared / (querySize + size - shared);
      if (similarity > best) best = similarity;
    }
    if (best === 1) return 1;
  }
  return best;
}

/**
 * Working memory of `wordSimilarity`, kept between calls (a search scores hundreds of names): whether each of
 * the text's trigrams is in the query, and in which run each was last seen (a run number never reused until
 * the counter wraps, when the marks are wiped).
 */
let scratch = { inQuery: new Uint8Array(64), seenInRun: new Int32Array(64) };
let lastRun = 0;

function scratchFor(size: number): typeof scratch {
  if (scratch.inQuery.length < size) {
    scratch = { inQuery: new Uint8Array(size * 2), seenInRun: new Int32Array(size * 2) };
    lastRun = 0;
  }
  return scratch;
}

function nextRun(): number {
  if (lastRun === 2 ** 31 - 1) {
    scratch.seenInRun.fill(0);
    lastRun = 0;
  }
  return ++lastRun;
}

/** How well a text answers a query: whether it holds the query, and the word similarity. Null when neither. */
export interface SearchMatch {
  holdsQuery: boolean;
  similarity: number;
}

export function matchText(query: SearchQuery, text: SearchableText): SearchMatch | null {
  const holdsQuery = query.folded.length > 0 && text.folded.includes(query.folded);
  const similarity = wordSimilarity(query, text);
  if (!holdsQuery && similarity < WORD_SIMILARITY_THRESHOLD) return null;
  return { holdsQuery, similarity };
}

/** Closer matches first: texts holding the query, then by word similarity. */
export function compareMatches(a: SearchMatch, b: SearchMatch): number {
  if (a.holdsQuery !== b.holdsQuery) return a.holdsQuery ? -1 : 1;
  return b.similarity - a.similarity;
}

/**
 * An inverted index from trigram to the texts holding it, so that a query looks only at texts that could match:
 * those sharing enough of its trigrams to reach the threshold, and those holding the query as it is typed.
 */
export interface TrigramIndex {
  /** Positions of the texts worth matching against `query`, ascending. */
  candidates(query: SearchQuery): number[];
}

export function createTrigramIndex(texts: readonly SearchableText[]): TrigramIndex {
  const postings = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const trigram of text.distinct) {
      const list = postings.get(trigram);
      if (list) list.push(position);
      else postings.set(trigram, [position]);
    }
  });
  const shared = new Int32Array(texts.length);
  const everyText = texts.map((_, position) => position);

  /**
   * The texts that may hold the query: a query with a run of three letters or digits is held only by texts
   * with every such trigram, so those of its rarest one; a shorter query may be in any text.
   */
  function mayHold(query: SearchQuery): readonly number[] {
    let rarest: readonly number[] | null = null;
    for (const trigram of query.trigrams) {
      if (trigram.startsWith(' ') || trigram.endsWith(' ')) continue;
      const list = postings.get(trigram) ?? [];
      if (rarest === null || list.length < rarest.length) rarest = list;
    }
    return rarest ?? everyText;
  }

  return {
    candidates(query) {
      // Word similarity s / (|Q| + |R| - s) reaches the threshold only if the text shares at least the threshold's
      // part of the query's trigrams.
      const needed = Math.max(1, Math.ceil(query.trigrams.size * WORD_SIMILARITY_THRESHOLD));
      const touched: number[] = [];
      const found = new Set<number>();
      for (const trigram of query.trigrams)
        for (const position of postings.get(trigram) ?? []) {
          if (shared[position] === 0) touched.push(position);
          const count = ++(shared[position] as number);
          if (count === needed) found.add(position);
        }
      for (const position of touched) shared[position] = 0;
      if (query.folded.length > 0)
        for (const position of mayHold(query))
          if (!found.has(position) && (texts[position] as SearchableText).folded.includes(query.folded))
            found.add(position);
      return [...found].sort((a, b) => a - b);
    },
  };
}
