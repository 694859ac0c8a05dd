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

/** Lower case, accents stripped, ligatures spelled out: "Vâlhällà" and "VALHALLA" both fold to "valhalla". */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
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
  for (const word of folded.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3));
  }
  return trigrams;
}

/**
 * How close the query's trigrams come to the closest run of consecutive trigrams in the text: the largest
 * |Q ∩ R| / |Q ∪ R| over every run R (both as sets), between 0 and 1. A query that is one of the text's words
 * scores 1; "valhala" against "mighty valhalla" scores 0.7. Texts are folded already; `queryTrigrams` is
 * `new Set(trigramsOf(query))`.
 */
export function wordSimilarity(queryTrigrams: ReadonlySet<string>, textTrigrams: readonly string[]): number {
  const querySize = queryTrigrams.size;
  if (querySize === 0) return 0;
  let best = 0;
  // A run that starts or ends on a trigram outside the query only adds to the union, so runs start and end
  // on shared trigrams.
  for (let start = 0; start < textTrigrams.length; start++) {
    if (!queryTrigrams.has(textTrigrams[start] as string)) continue;
    const seen = new Set<string>();
    let shared = 0;
    for (let end = start; end < textTrigrams.length; end++) {
      const trigram = textTrigrams[end] as string;
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      if (!queryTrigrams.has(trigram)) continue;
      shared++;
      const similarity = shared / (querySize + seen.size - shared);
      if (similarity > best) best = similarity;
      if (shared === querySize && best === 1) return 1;
    }
  }
  return best;
}

/** A text prepared for matching: folded, and its trigrams in order. */
export interface SearchableText {
  folded: string;
  trigrams: readonly string[];
}

export function searchableText(text: string): SearchableText {
  const folded = foldSearchText(text);
  return { folded, trigrams: trigramsOf(folded) };
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

/** How well a text answers a query: whether it holds the query, and the word similarity. Null when neither. */
export interface SearchMatch {
  holdsQuery: boolean;
  similarity: number;
}

export function matchText(query: SearchQuery, text: SearchableText): SearchMatch | null {
  const holdsQuery = query.folded.length > 0 && text.folded.includes(query.folded);
  const similarity = wordSimilarity(query.trigrams, text.trigrams);
  if (!holdsQuery && similarity < WORD_SIMILARITY_THRESHOLD) return null;
  return { holdsQuery, similarity };
}

/** Closer matches first: texts holding the query, then by word similarity. */
export function compareMatches(a: SearchMatch, b: SearchMatch): number {
  if (a.holdsQuery !== b.holdsQuery) return a.holdsQuery ? -1 : 1;
  return b.similarity - a.similarity;
}

/**
 * An inverted index from trigram to the texts holding it, so that a query looks only at texts that share enough
 * of its trigrams to reach the threshold, or all of them (those may hold the query).
 */
export interface TrigramIndex {
  /** Positions of the texts worth matching against `query`, ascending. */
  candidates(query: SearchQuery): number[];
}

export function createTrigramIndex(texts: readonly SearchableText[]): TrigramIndex {
  const postings = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (const trigram of new Set(text.trigrams)) {
      const list = postings.get(trigram);
      if (list) list.push(position);
      else postings.set(trigram, [position]);
    }
  });
  return {
    candidates(query) {
      // Word similarity s / (|Q| + |R| - s) reaches the threshold only if the text shares at least the threshold's
      // part of the query's trigrams; a text holding the query is found by a plain substring scan.
      const needed = Math.max(1, Math.ceil(query.trigrams.size * WORD_SIMILARITY_THRESHOLD));
      const shared = new Map<number, number>();
      for (const trigram of query.trigrams)
        for (const position of postings.get(trigram) ?? [])
          shared.set(position, (shared.get(position) ?? 0) + 1);
      const found = new Set<number>();
      for (const [position, count] of shared) if (count >= needed) found.add(position);
      if (query.folded.length > 0)
        texts.forEach((text, position) => {
          if (!found.has(position) && text.folded.includes(query.folded)) found.add(position);
        });
      return [...found].sort((a, b) => a - b);
    },
  };
}
