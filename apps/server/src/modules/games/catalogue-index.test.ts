import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from './catalogue-index.ts';
import type { GameWithStudio } from './games.repo.ts';

let position = 0;
function row(name: string, studio: [number, string], slugs: string[], isWagering = false): GameWithStudio {
  position++;
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    provider: 'studio',
    externalId: String(position),
    studioId: studio[0],
    studioName: studio[1],
    name,
    type: 'slot-lines',
    categories: slugs.map((slug, id) => ({ id, slug })),
    badges: [],
    hasDemo: true,
    isWagering,
    rtp: 96,
    bonusBuyRtp: null,
    volatility: 'medium',
    imageDesktop: '/d.webp',
    imageMobile: '/m.webp',
    gradientColor: '#000',
    launchUrl: 'https://studio.example/launch',
    source: null,
    roundSchedule: null,
    position,
    enabled: true,
    withdrawnAt: null,
    restrictedCountries: [],
    importedAt: new Date(0),
  };
}

const ember: [number, string] = [2, 'Ember Forge'];
const northern: [number, string] = [1, 'Northern Lights Gaming'];
const index = buildCatalogueIndex([
  row('Mighty Valhalla', northern, ['slots', 'top'], true),
  row('Ember Megaways', ember, ['slots', 'megaways']),
  row('Ember Dice', ember, ['instant_games'], true),
  row('Valhalla Gold', ember, ['slots', 'new']),
  row('Crème Royale', northern, ['slots']),
]);
const names = (games: { name: string }[]) => games.map((game) => game.name);

describe('the catalogue index', () => {
  it('pages a category in catalogue order, with the total the page filters', () => {
    const first = index.page({ categorySlug: 'slots' }, { page: 1, pageSize: 2 });
    expect(names(first.games)).toEqual(['Mighty Valhalla', 'Ember Megaways']);
    expect(first.total).toBe(4);
    expect(names(index.page({ categorySlug: 'slots' }, { page: 2, pageSize: 2 }).games)).toEqual([
      'Valhalla Gold',
      'Crème Royale',
    ]);
    expect(index.page({ categorySlug: 'slots' }, { page: 9, pageSize: 2 })).toEqual({ games: [], total: 4 });
    expect(index.page({ categorySlug: 'live' }, { page: 1, pageSize: 2 })).toEqual({ games: [], total: 0 });
  });

  it('applies every filter together: studio, wagering, category and a part of a name', () => {
    const page = (filter: Parameters<typeof index.page>[0]) =>
      names(index.page(filter, { page: 1, pageSize: 15 }).games);
    expect(page({ studioId: 2 })).toEqual(['Ember Megaways', 'Ember Dice', 'Valhalla Gold']);
    expect(page({ studioId: 2, categorySlug: 'slots' })).toEqual(['Ember Megaways', 'Valhalla Gold']);
    expect(page({ wageringOnly: true })).toEqual(['Mighty Valhalla', 'Ember Dice']);
    // An active bonus that counts slots only: the wagering games it weighs above 0 %.
    expect(page({ countingFor: (game) => (game.categories.includes('slots') ? 100 : 0) })).toEqual([
      'Mighty Valhalla',
    ]);
    expect(page({ search: 'CREME' })).toEqual(['Crème Royale']);
    // A studio's name matches its games too.
    expect(page({ categorySlug: 'slots', search: 'northern' })).toEqual(['Mighty Valhalla', 'Crème Royale']);
  });

  it('counts games in all, per category slug and for wagering', () => {
    const counts = index.counts();
    expect(counts.total).toBe(5);
    expect(counts.wagering).toBe(2);
    expect(counts.bySlug.get('slots')).toBe(4);
    expect(counts.bySlug.get('instant_games')).toBe(1);
  });

  it('lists the studios by name with their numbers of games', () => {
    expect(index.studios()).toEqual([
      { id: 2, name: 'Ember Forge', games: 3 },
      { id: 1, name: 'Northern Lights Gaming', games: 2 },
    ]);
  });

  it('searches names holding the query first, then by word similarity, then in catalogue order', () => {
    expect(names(index.searchGames('valhalla', 10))).toEqual(['Mighty Valhalla', 'Valhalla Gold']);
    expect(names(index.searchGames('valhala', 10))).toEqual(['Mighty Valhalla', 'Valhalla Gold']);
    expect(names(index.searchGames('ember', 1))).toEqual(['Ember Megaways']);
    expect(names(index.searchGames('zzqx', 10))).toEqual([]);
    expect(index.searchStudios('embr forge', 5)).toEqual([{ id: 2, name: 'Ember Forge', games: 3 }]);
  });
});
