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

/** A text that may answer a query, with what is known of it before its word similarity is worked out. */
export interface SearchCandidate {
  /** The text's position in the indexed list. */
  position: number;
  holdsQuery: boolean;
  /**
   * How many distinct trigrams it shares with the query over the query's number of trigrams: no run of the text
   * can do better, so this bounds its word similarity from above.
   */
  similarityBound: number;
}

/**
 * An inverted index from trigram to the texts holding it, so that a query looks only at texts that could match:
 * those sharing enough of its trigrams to reach the threshold, and those holding the query as it is typed.
 */
export interface TrigramIndex {
  /** The texts worth matching against `query`, in no particular order. */
  candidates(query: SearchQuery): SearchCandidate[];
}

function createTrigramIndex(texts: readonly SearchableText[]): TrigramIndex {
  const postings = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const trigram of text.distinct) {
      const list = postings.get(trigram);
      if (list) list.push(position);
      else postings.set(trigram, [position]);
    }
  });
  // Shared trigrams per text while a query is counted; zeroed again before `candidates` returns.
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
      const size = query.trigrams.size;
      // Word similarity s / (|Q| + |R| - s) reaches the threshold only if the text shares at least the threshold's
      // part of the query's trigrams.
      const needed = Math.max(1, Math.ceil(size * WORD_SIMILARITY_THRESHOLD));
      const touched: number[] = [];
      for (const trigram of query.trigrams)
        for (const position of postings.get(trigram) ?? []) {
          if (shared[position] === 0) touched.push(position);
          shared[position] = (shared[position] as number) + 1;
        }
      const found = new Map<number, SearchCandidate>();
      const consider = (position: number, holdsQuery: boolean) =>
        found.set(position, {
          position,
          holdsQuery,
          similarityBound: size === 0 ? 0 : (shared[position] as number) / size,
        });
      if (query.folded.length > 0)
        for (const position of mayHold(query))
          if ((texts[position] as SearchableText).folded.includes(query.folded)) consider(position, true);
      for (const position of touched)
        if (!found.has(position) && (shared[position] as number) >= needed) consider(position, false);
      for (const position of touched) shared[position] = 0;
      return [...found.values()];
    },
  };
}

/**
 * The `limit` closest candidates' positions: those holding the query first, then by word similarity, then by
 * position. Candidates are scored in order of the best they could score, and scoring stops once none left could
 * enter the list, so that a common query scores a few dozen names rather than every one that shares a word.
 */
function topMatches(
  candidates: readonly SearchCandidate[],
  similarityOf: (position: number) => number,
  limit: number,
): number[] {
  if (limit <= 0) return [];
  interface Scored {
    position: number;
    holdsQuery: boolean;
    similarity: number;
  }
  const ahead = (a: Scored, b: Scored) =>
    a.holdsQuery !== b.holdsQuery
      ? a.holdsQuery
      : a.similarity !== b.similarity
        ? a.similarity > b.similarity
        : a.position < b.position;
  const order = [...candidates].sort(
    (a, b) =>
      Number(b.holdsQuery) - Number(a.holdsQuery) ||
      b.similarityBound - a.similarityBound ||
      a.position - b.position,
  );
  const best: Scored[] = [];
  for (const { position, holdsQuery, similarityBound } of order) {
    const last = best.length === limit ? best[limit - 1] : undefined;
    if (last && !ahead({ position, holdsQuery, similarity: similarityBound }, last)) break;
    const similarity = similarityOf(position);
    if (!holdsQuery && similarity < WORD_SIMILARITY_THRESHOLD) continue;
    const scored = { position, holdsQuery, similarity };
    const at = best.findIndex((kept) => ahead(scored, kept));
    best.splice(at < 0 ? best.length : at, 0, scored);
    if (best.length > limit) best.pop();
  }
  return best.map(({ position }) => position);
}

/** A search over a fixed list of texts (game names, studio names). */
export interface TextSearch {
  /**
   * The positions of the closest texts, at most `limit`: texts holding the query first, then by word
   * similarity (at least WORD_SIMILARITY_THRESHOLD), then in list order.
   */
  find(query: string, limit: number): number[];
}

export function createTextSearch(texts: readonly string[]): TextSearch {
  const prepared = texts.map(searchableText);
  const index = createTrigramIndex(prepared);
  return {
    find(query, limit) {
      const asked = searchQuery(query);
      return topMatches(
        index.candidates(asked),
        (position) => wordSimilarity(asked, prepared[position] as SearchableText),
        limit,
      );
    },
  };
}
