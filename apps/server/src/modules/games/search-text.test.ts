import { describe, expect, it } from 'vitest';
import {
  createTrigramIndex,
  foldSearchText,
  matchText,
  searchableText,
  searchQuery,
  trigramsOf,
  wordSimilarity,
  type SearchableText,
} from './search-text.ts';

const similarity = (query: string, text: string) => wordSimilarity(searchQuery(query), searchableText(text));

describe('folding', () => {
  it('lowers case, strips accents and spells out ligatures', () => {
    expect(foldSearchText('Vâlhällà')).toBe('valhalla');
    expect(foldSearchText('Crème Brûlée')).toBe('creme brulee');
    expect(foldSearchText('Straße Æon Øre Łódź')).toBe('strasse aeon ore lodz');
    expect(foldSearchText('ŽLUŤOUČKÝ kůň')).toBe('zlutoucky kun');
  });
});

describe('trigrams', () => {
  it('pads each word with two spaces in front and one behind', () => {
    expect(trigramsOf('ab')).toEqual(['  a', ' ab', 'ab ']);
    expect(trigramsOf('wild 7')).toEqual(['  w', ' wi', 'wil', 'ild', 'ld ', '  7', ' 7 ']);
  });

  it('treats anything but letters and digits as a break between words', () => {
    expect(trigramsOf('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
    expect(trigramsOf('%')).toEqual([]);
  });
});

describe("word similarity (test vectors: the values of pg_trgm's word_similarity, docs/games.md)", () => {
  it.each([
    ['valhalla', 'mighty valhalla', 1],
    ['valhala', 'mighty valhalla', 0.75],
    ['dragn buy', 'dragon buy', 0.6153846],
    ['mighty valhalal', 'mighty valhalla', 0.8125],
    ['embr forge', 'ember forge', 0.6428571],
    ['megawys', 'ember megaways', 0.625],
    ['ancent valhalla', 'ancient valhalla', 0.7368421],
    ['north', 'northern lights gaming', 0.8333333],
    ['fortun', 'golden fortune riches', 0.8571429],
    ['e', 'ember dice', 0.5],
    ['zzqx', 'mighty valhalla', 0],
  ])('%s against %s is %d', (query, text, expected) => {
    expect(similarity(query, text)).toBeCloseTo(expected, 6);
  });
});

describe('matching and the trigram index', () => {
  const names = ['Mighty Valhalla', 'Ember Megaways', 'Ember Dice', 'Dragon Buy', 'Crème Royale'].map(
    searchableText,
  );
  const index = createTrigramIndex(names);
  const found = (query: string) =>
    index
      .candidates(searchQuery(query))
      .filter((position) => matchText(searchQuery(query), names[position] as SearchableText) !== null);

  it('finds names holding the query anywhere, even mid-word', () => {
    expect(found('alhal')).toEqual([0]);
    expect(found('EMBER')).toEqual([1, 2]);
    expect(found('creme')).toEqual([4]);
  });

  it('finds names with a word close to the query', () => {
    expect(found('valhala')).toEqual([0]);
    expect(found('dragn buy')).toEqual([3]);
  });

  it('finds nothing for an unrelated query and takes wildcards literally', () => {
    expect(found('zzqx')).toEqual([]);
    expect(found('%')).toEqual([]);
  });

  it('never leaves out a name that matches', () => {
    for (const query of ['mighty', 'ghty va', 'megawys', 'dice', 'roy', 'e']) {
      const all = names.flatMap((name, position) => (matchText(searchQuery(query), name) ? [position] : []));
      expect(found(query)).toEqual(all);
    }
  });
});
