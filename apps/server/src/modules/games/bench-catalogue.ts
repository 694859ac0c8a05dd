/**
 * A large catalogue for `npm run bench -- catalogue`, in the studios' published format: `games` games from
 * `studios` studios, with names made of real words (so that searches and their typos behave as with real
 * titles) and the category mix of a casino lobby: slots mostly, a few hundred new and top games, megaways,
 * bonus buys, instant games and drops-and-wins.
 */
import type { StudioCatalogue } from '@casino/contracts';

export const BENCH_PROVIDER = 'bench-provider';
const ORIGIN = 'https://bench-provider.example';

const ADJECTIVES = [
  'Golden',
  'Mighty',
  'Frozen',
  'Wild',
  'Lucky',
  'Ancient',
  'Burning',
  'Crystal',
  'Silent',
  'Royal',
  'Hidden',
  'Electric',
  'Lunar',
  'Solar',
  'Savage',
  'Sacred',
  'Velvet',
  'Iron',
  'Emerald',
  'Scarlet',
  'Midnight',
  'Thunder',
  'Dragon',
  'Cosmic',
  'Northern',
  'Desert',
  'Jungle',
  'Ocean',
  'Neon',
  'Shadow',
  'Mystic',
  'Fiery',
  'Glacier',
  'Starry',
  'Rapid',
  'Noble',
  'Twisted',
  'Sweet',
  'Bold',
  'Jolly',
];
const NOUNS = [
  'Valhalla',
  'Pharaoh',
  'Vikings',
  'Fortune',
  'Treasure',
  'Phoenix',
  'Panther',
  'Temple',
  'Gems',
  'Fruits',
  'Wolves',
  'Reels',
  'Jackpot',
  'Safari',
  'Pirates',
  'Samurai',
  'Dragons',
  'Olympus',
  'Cleopatra',
  'Bandits',
  'Diamonds',
  'Mermaid',
  'Buffalo',
  'Tiger',
  'Rainbow',
  'Cherries',
  'Castle',
  'Legends',
  'Empire',
  'Gold Rush',
  'Wizard',
  'Unicorn',
  'Eagles',
  'Lions',
  'Comet',
  'Voyage',
  'Carnival',
  'Horizon',
  'Oasis',
  'Kingdom',
  'Riches',
  'Spirits',
  'Ninjas',
  'Gladiator',
  'Relics',
  'Orchard',
  'Nebula',
  'Fiesta',
  'Harbour',
  'Summit',
];
const EDITIONS = ['', ' Deluxe', ' Megaways', ' Hold and Win', ' 2'];
const STUDIO_FIRST = [
  'Northern',
  'Ember',
  'Blue',
  'Quantum',
  'Red',
  'Silver',
  'Pixel',
  'Golden',
  'Iron',
  'Wild',
];
const STUDIO_SECOND = ['Lights', 'Forge', 'Owl', 'Leaf', 'Tiger', 'Arrow', 'Peak', 'Harbour'];

const CATEGORY = {
  new: { id: 1, slug: 'new' },
  top: { id: 2, slug: 'top' },
  slots: { id: 10, slug: 'slots' },
  megaways: { id: 11, slug: 'megaways' },
  bonusBuy: { id: 12, slug: 'bonus-buy' },
  instant: { id: 13, slug: 'instant_games' },
  dice: { id: 14, slug: 'dice' },
  dropwins: { id: 587, slug: 'dropwins' },
} as const;

/** The i-th game's name: adjective, noun and edition, all different for up to 10,000 games. */
export function benchGameName(i: number): string {
  const adjective = ADJECTIVES[i % ADJECTIVES.length] ?? '';
  const noun = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length] ?? '';
  const edition = EDITIONS[Math.floor(i / (ADJECTIVES.length * NOUNS.length)) % EDITIONS.length] ?? '';
  return `${adjective} ${noun}${edition}`;
}

export function benchStudioName(i: number): string {
  return `${STUDIO_FIRST[i % STUDIO_FIRST.length]} ${STUDIO_SECOND[Math.floor(i / STUDIO_FIRST.length) % STUDIO_SECOND.length]} Games`;
}

export function benchCatalogue(gameCount: number, studioCount: number): StudioCatalogue {
  const studios = Array.from({ length: studioCount }, (_, i) => ({
    id: `studio-${i}`,
    name: benchStudioName(i),
  }));
  const games = Array.from({ length: gameCount }, (_, i): StudioCatalogue['games'][number] => {
    const id = `bench-${i}`;
    const instant = i % 20 === 7;
    const categories: { id: number; slug: string }[] = instant
      ? [CATEGORY.instant, CATEGORY.dice]
      : [
          CATEGORY.slots,
          ...(i % 10 === 3 ? [CATEGORY.megaways] : []),
          ...(i % 7 === 2 ? [CATEGORY.bonusBuy] : []),
          ...(i % 33 === 5 ? [CATEGORY.dropwins] : []),
        ];
    if (i < 300) categories.push(CATEGORY.new);
    if (i % 25 === 0) categories.push(CATEGORY.top);
    return {
      id,
      name: benchGameName(i),
      studio: studios[i % studioCount] ?? { id: 'studio-0', name: benchStudioName(0) },
      type: instant ? 'dice' : i % 10 === 3 ? 'megaways' : 'slot-lines',
      categories,
      badges: [
        ...(i < 300 ? (['new'] as const) : []),
        ...(i % 25 === 0 ? (['top'] as const) : []),
        'wagering',
      ],
      hasDemo: true,
      isWagering: true,
      rtp: 0.96,
      bonusBuyRtp: null,
      volatility: (['low', 'medium', 'high'] as const)[i % 3] ?? 'medium',
      images: { desktop: `${ORIGIN}/art/${id}/desktop.svg`, mobile: `${ORIGIN}/art/${id}/mobile.svg` },
      gradientColor: '#3b5b7a',
      launchUrl: `${ORIGIN}/play/${id}`,
    };
  });
  return {
    version: 1,
    provider: BENCH_PROVIDER,
    studios,
    categories: Object.values(CATEGORY),
    games,
  };
}
