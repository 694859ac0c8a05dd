import { describe, expect, it } from 'vitest';
import {
  createTextSearch,
  foldSearchText,
  searchableText,
  searchQuery,
  trigramsOf,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
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

describe('text search', () => {
  const names = [
    'Mighty Valhalla',
    'Ember Megaways',
    'Ember Dice',
    'Dragon Buy',
    'Crème Royale',
    'Valhalla Gold',
  ];
  const search = createTextSearch(names);
  const found = (query: string, limit = 10) => search.find(query, limit).map((position) => names[position]);

  it('finds names holding the query anywhere, even mid-word, in list order', () => {
    expect(found('alhal')).toEqual(['Mighty Valhalla', 'Valhalla Gold']);
    expect(found('EMBER')).toEqual(['Ember Megaways', 'Ember Dice']);
    expect(found('creme')).toEqual(['Crème Royale']);
  });

  it('finds names with a word close to the query, after those holding it', () => {
    expect(found('valhala')).toEqual(['Mighty Valhalla', 'Valhalla Gold']);
    expect(found('dragn buy')).toEqual(['Dragon Buy']);
    expect(found('mighty valhalal')).toEqual(['Mighty Valhalla']);
  });

  it('finds nothing for an unrelated query and takes wildcards literally', () => {
    expect(found('zzqx')).toEqual([]);
    expect(found('%')).toEqual([]);
  });

  it('answers what scoring every name would, however the limit cuts it', () => {
    const catalogue = Array.from(
      { length: 400 },
      (_, i) =>
        `${['Wild', 'Mighty', 'Ancient', 'Golden'][i % 4]} ${
          ['Valhalla', 'Vikings', 'Pharaoh', 'Fortune', 'Dragons'][Math.floor(i / 4) % 5]
        } ${i}`,
    );
    const big = createTextSearch(catalogue);
    const rank = (query: string) => {
      const asked = searchQuery(query);
      return catalogue
        .map((name, position) => {
          const text = searchableText(name);
          return {
            position,
            holds: text.folded.includes(asked.folded),
            similarity: wordSimilarity(asked, text),
          };
        })
        .filter((row) => row.holds || row.similarity >= WORD_SIMILARITY_THRESHOLD)
        .sort(
          (a, b) =>
            Number(b.holds) - Number(a.holds) || b.similarity - a.similarity || a.position - b.position,
        )
        .map((row) => row.position);
    };
    for (const query of ['ancient va', 'ancent vikngs', 'golden', 'mighty 1', 'phar', 'dragon 39', 'w'])
      for (const limit of [1, 3, 10, 50])
        expect(big.find(query, limit), `${query} / ${limit}`).toEqual(rank(query).slice(0, limit));
  });
});
