/** The visual and naming themes games are generated from. Shapes are drawn by art/shapes.ts. */

/** A drawable shape; art/shapes.ts knows how to draw each. */
export const SHAPES = [
  'gem',
  'diamond',
  'star',
  'crown',
  'heart',
  'bell',
  'hexagon',
  'shield',
  'moon',
  'bolt',
  'drop',
  'leaf',
  'sun',
  'pyramid',
  'wave',
  'rune',
  'cherry',
  'horseshoe',
  'planet',
  'skull',
  'coin',
  'clover',
  'anchor',
  'snowflake',
  'flame',
  'lotus',
  'eye',
  'gear',
  'rocket',
  'trident',
  'lantern',
  'feather',
  'key',
  'mushroom',
  'sword',
  'mask',
  'chest',
  'compass',
  'ring',
  'cactus',
  'shell',
  'candy',
  'lollipop',
  'temple',
  'dice',
  'tophat',
  'bat',
  'spiral',
  'rainbow',
] as const;
export type Shape = (typeof SHAPES)[number];

export interface ThemePalette {
  /** Background gradient, top to bottom. */
  readonly from: string;
  readonly to: string;
  readonly accent: string;
  readonly text: string;
}

export interface Theme {
  readonly key: string;
  /** Words a game name is made of: "<adjective> <noun>". */
  readonly adjectives: readonly string[];
  readonly nouns: readonly string[];
  readonly palette: ThemePalette;
  /**
   * The shapes a tile of the theme may show as its main emblem, most typical first (at least eight, all
   * different): the games of one studio take different ones, so no two of its tiles show the same emblem.
   */
  readonly motifs: readonly Shape[];
  /** High symbols, best first: a name shown in the paytable and the shape drawn for it. */
  readonly symbols: readonly (readonly [name: string, shape: Shape])[];
}

export const THEMES: readonly Theme[] = [
  {
    key: 'fruit',
    adjectives: ['Juicy', 'Hot', 'Sizzling', 'Fresh', 'Lucky'],
    nouns: ['Cherries', 'Fruits', 'Sevens', 'Orchard', 'Melons'],
    palette: { from: '#b3122e', to: '#3d0512', accent: '#ffd23f', text: '#fff6e0' },
    motifs: ['cherry', 'bell', 'bolt', 'drop', 'heart', 'coin', 'star', 'diamond'],
    symbols: [
      ['Seven', 'bolt'],
      ['Bell', 'bell'],
      ['Melon', 'drop'],
      ['Cherry', 'cherry'],
      ['Plum', 'heart'],
    ],
  },
  {
    key: 'egypt',
    adjectives: ['Golden', 'Eternal', 'Sacred', 'Hidden', 'Royal'],
    nouns: ['Pharaoh', 'Scarab', 'Sands', 'Pyramids', 'Nile'],
    palette: { from: '#d89b2b', to: '#4a2a07', accent: '#1fb5c9', text: '#fff3d1' },
    motifs: ['pyramid', 'eye', 'crown', 'key', 'shield', 'sun', 'feather', 'coin', 'lotus', 'temple'],
    symbols: [
      ['Pharaoh', 'crown'],
      ['Eye', 'eye'],
      ['Scarab', 'shield'],
      ['Ankh', 'key'],
      ['Pyramid', 'pyramid'],
    ],
  },
  {
    key: 'space',
    adjectives: ['Cosmic', 'Stellar', 'Galactic', 'Nebula', 'Orbital'],
    nouns: ['Voyage', 'Stars', 'Odyssey', 'Comets', 'Frontier'],
    palette: { from: '#2a1b6e', to: '#05030f', accent: '#35e0ff', text: '#e9f1ff' },
    motifs: ['planet', 'rocket', 'star', 'moon', 'bolt', 'gem', 'spiral', 'sun'],
    symbols: [
      ['Planet', 'planet'],
      ['Star', 'star'],
      ['Comet', 'bolt'],
      ['Moon', 'moon'],
      ['Crystal', 'gem'],
    ],
  },
  {
    key: 'norse',
    adjectives: ['Mighty', 'Frozen', 'Thundering', 'Ancient', 'Valiant'],
    nouns: ['Valhalla', 'Vikings', 'Runes', 'Asgard', 'Ravens'],
    palette: { from: '#3b5b7a', to: '#0c1620', accent: '#e8c170', text: '#f0f6fb' },
    motifs: ['rune', 'shield', 'sword', 'bolt', 'moon', 'snowflake', 'horseshoe', 'coin'],
    symbols: [
      ['Hammer', 'bolt'],
      ['Shield', 'shield'],
      ['Rune', 'rune'],
      ['Horn', 'moon'],
      ['Sword', 'sword'],
    ],
  },
  {
    key: 'ocean',
    adjectives: ['Deep', 'Coral', 'Sunken', 'Azure', 'Tidal'],
    nouns: ['Treasures', 'Reef', 'Pearls', 'Depths', 'Lagoon'],
    palette: { from: '#0f8fb3', to: '#04223a', accent: '#ffb199', text: '#e8fbff' },
    motifs: ['wave', 'shell', 'anchor', 'gem', 'star', 'drop', 'compass', 'spiral'],
    symbols: [
      ['Pearl', 'gem'],
      ['Shell', 'shell'],
      ['Starfish', 'star'],
      ['Anchor', 'anchor'],
      ['Wave', 'wave'],
    ],
  },
  {
    key: 'candy',
    adjectives: ['Sweet', 'Sugar', 'Candy', 'Bubbly', 'Frosted'],
    nouns: ['Bonanza', 'Party', 'Land', 'Swirl', 'Kingdom'],
    palette: { from: '#ff6fb5', to: '#6a1b6e', accent: '#fff36b', text: '#fff5fb' },
    motifs: ['heart', 'lollipop', 'candy', 'drop', 'star', 'gem', 'spiral', 'sun'],
    symbols: [
      ['Lollipop', 'lollipop'],
      ['Heart', 'heart'],
      ['Gumdrop', 'drop'],
      ['Bonbon', 'candy'],
      ['Star', 'star'],
    ],
  },
  {
    key: 'wild-west',
    adjectives: ['Dusty', 'Outlaw', 'Golden', 'Wanted', 'Rusty'],
    nouns: ['Gulch', 'Saloon', 'Frontier', 'Bounty', 'Canyon'],
    palette: { from: '#c8662a', to: '#3a1a0a', accent: '#f4d35e', text: '#fff1e0' },
    motifs: ['horseshoe', 'cactus', 'star', 'skull', 'coin', 'gem', 'key', 'sun'],
    symbols: [
      ['Sheriff', 'star'],
      ['Horseshoe', 'horseshoe'],
      ['Gold', 'coin'],
      ['Skull', 'skull'],
      ['Cactus', 'cactus'],
    ],
  },
  {
    key: 'dragon',
    adjectives: ['Jade', 'Imperial', 'Fortune', 'Red', 'Celestial'],
    nouns: ['Dragon', 'Lanterns', 'Pearl', 'Temple', 'Dynasty'],
    palette: { from: '#c41e1e', to: '#3b0606', accent: '#ffcf40', text: '#fff4dc' },
    motifs: ['sun', 'lantern', 'coin', 'gem', 'lotus', 'flame', 'crown', 'spiral', 'bell', 'temple'],
    symbols: [
      ['Dragon', 'crown'],
      ['Pearl', 'gem'],
      ['Lantern', 'lantern'],
      ['Coin', 'coin'],
      ['Lotus', 'lotus'],
    ],
  },
  {
    key: 'jungle',
    adjectives: ['Wild', 'Emerald', 'Lost', 'Roaring', 'Savage'],
    nouns: ['Jungle', 'Safari', 'Temple', 'Tigers', 'Canopy'],
    palette: { from: '#1f8a3c', to: '#062412', accent: '#ffb627', text: '#effff2' },
    motifs: ['leaf', 'mask', 'crown', 'gem', 'sun', 'feather', 'flame', 'drop'],
    symbols: [
      ['Idol', 'crown'],
      ['Emerald', 'gem'],
      ['Mask', 'mask'],
      ['Leaf', 'leaf'],
      ['Sun', 'sun'],
    ],
  },
  {
    key: 'gothic',
    adjectives: ['Blood', 'Midnight', 'Cursed', 'Silent', 'Crimson'],
    nouns: ['Manor', 'Moon', 'Castle', 'Count', 'Eclipse'],
    palette: { from: '#4b0f2e', to: '#0b0208', accent: '#d9d2ff', text: '#f7ecf3' },
    motifs: ['moon', 'bat', 'skull', 'key', 'crown', 'gem', 'lantern', 'flame'],
    symbols: [
      ['Count', 'crown'],
      ['Moon', 'moon'],
      ['Skull', 'skull'],
      ['Ruby', 'gem'],
      ['Bat', 'bat'],
    ],
  },
  {
    key: 'pirates',
    adjectives: ['Black', 'Sunken', 'Brave', 'Stormy', 'Cursed'],
    nouns: ['Galleon', 'Doubloons', 'Isles', 'Plunder', 'Captain'],
    palette: { from: '#2b4a6f', to: '#0a1420', accent: '#e2b13c', text: '#f3ecd9' },
    motifs: ['skull', 'anchor', 'chest', 'compass', 'coin', 'sword', 'wave', 'key'],
    symbols: [
      ['Captain', 'skull'],
      ['Chest', 'chest'],
      ['Coin', 'coin'],
      ['Compass', 'compass'],
      ['Anchor', 'anchor'],
    ],
  },
  {
    key: 'irish',
    adjectives: ['Lucky', 'Emerald', 'Rainbow', 'Merry', 'Golden'],
    nouns: ['Clover', 'Leprechaun', 'Pot', 'Meadow', 'Fortune'],
    palette: { from: '#29a35a', to: '#0a2c17', accent: '#ffd700', text: '#f2fff5' },
    motifs: ['clover', 'rainbow', 'horseshoe', 'coin', 'bell', 'leaf', 'heart', 'star'],
    symbols: [
      ['Pot', 'bell'],
      ['Clover', 'clover'],
      ['Horseshoe', 'horseshoe'],
      ['Coin', 'coin'],
      ['Rainbow', 'rainbow'],
    ],
  },
  {
    key: 'aztec',
    adjectives: ['Sun', 'Jade', 'Feathered', 'Sacred', 'Golden'],
    nouns: ['Empire', 'Idols', 'Serpent', 'Temple', 'Gold'],
    palette: { from: '#0f7d6c', to: '#0a211c', accent: '#f2a541', text: '#eafff9' },
    motifs: ['sun', 'mask', 'pyramid', 'feather', 'gem', 'rune', 'wave', 'coin'],
    symbols: [
      ['Sun Mask', 'mask'],
      ['Serpent', 'wave'],
      ['Idol', 'shield'],
      ['Jade', 'gem'],
      ['Glyph', 'rune'],
    ],
  },
  {
    key: 'olympus',
    adjectives: ['Divine', 'Mighty', 'Eternal', 'Thunder', 'Marble'],
    nouns: ['Olympus', 'Titans', 'Oracle', 'Gods', 'Legends'],
    palette: { from: '#4f6bd8', to: '#151a3d', accent: '#ffe08a', text: '#f4f6ff' },
    motifs: ['bolt', 'temple', 'trident', 'crown', 'shield', 'leaf', 'coin', 'star'],
    symbols: [
      ['Zeus', 'bolt'],
      ['Crown', 'crown'],
      ['Helmet', 'shield'],
      ['Trident', 'trident'],
      ['Laurel', 'leaf'],
    ],
  },
  {
    key: 'luxury',
    adjectives: ['Diamond', 'Platinum', 'Royal', 'Velvet', 'Crystal'],
    nouns: ['Riches', 'Vault', 'Jewels', 'Empire', 'Deluxe'],
    palette: { from: '#6b3fa0', to: '#160a26', accent: '#7ff3ff', text: '#f8f2ff' },
    motifs: ['diamond', 'ring', 'crown', 'gem', 'coin', 'hexagon', 'key', 'star', 'chest', 'heart'],
    symbols: [
      ['Diamond', 'diamond'],
      ['Crown', 'crown'],
      ['Ruby', 'gem'],
      ['Ring', 'ring'],
      ['Bar', 'hexagon'],
    ],
  },
  {
    key: 'arctic',
    adjectives: ['Polar', 'Frost', 'Icy', 'Northern', 'Glacier'],
    nouns: ['Lights', 'Wolves', 'Crystals', 'Tundra', 'Peaks'],
    palette: { from: '#5fc4e8', to: '#0b2440', accent: '#b6fff0', text: '#f2fbff' },
    motifs: ['snowflake', 'diamond', 'moon', 'wave', 'star', 'drop', 'gem', 'spiral'],
    symbols: [
      ['Wolf', 'moon'],
      ['Crystal', 'diamond'],
      ['Snowflake', 'snowflake'],
      ['Aurora', 'wave'],
      ['Ice', 'drop'],
    ],
  },
  {
    key: 'samurai',
    adjectives: ['Silent', 'Blade', 'Shogun', 'Crimson', 'Honour'],
    nouns: ['Samurai', 'Katana', 'Shrine', 'Blossom', 'Warriors'],
    palette: { from: '#d94a5a', to: '#1d0b12', accent: '#ffe3ea', text: '#fff3f5' },
    motifs: ['sword', 'mask', 'lotus', 'lantern', 'crown', 'sun', 'shield', 'leaf', 'temple', 'flame'],
    symbols: [
      ['Shogun', 'crown'],
      ['Katana', 'sword'],
      ['Mask', 'mask'],
      ['Blossom', 'lotus'],
      ['Fan', 'sun'],
    ],
  },
  {
    key: 'circus',
    adjectives: ['Grand', 'Magic', 'Merry', 'Dazzling', 'Crazy'],
    nouns: ['Circus', 'Carnival', 'Big Top', 'Show', 'Parade'],
    palette: { from: '#ef3b36', to: '#2b0f45', accent: '#fde74c', text: '#fff8e6' },
    motifs: ['tophat', 'star', 'drop', 'bell', 'hexagon', 'spiral', 'crown', 'heart'],
    symbols: [
      ['Ringmaster', 'tophat'],
      ['Star', 'star'],
      ['Balloon', 'drop'],
      ['Ticket', 'hexagon'],
      ['Drum', 'bell'],
    ],
  },
  {
    key: 'steampunk',
    adjectives: ['Clockwork', 'Brass', 'Steam', 'Copper', 'Iron'],
    nouns: ['Engine', 'Gears', 'Airship', 'Foundry', 'Machine'],
    palette: { from: '#8a5a2b', to: '#1c120a', accent: '#5ee6c7', text: '#fbefe0' },
    motifs: ['gear', 'hexagon', 'key', 'compass', 'bolt', 'planet', 'moon', 'coin'],
    symbols: [
      ['Airship', 'planet'],
      ['Gear', 'gear'],
      ['Goggles', 'moon'],
      ['Valve', 'hexagon'],
      ['Spark', 'bolt'],
    ],
  },
  {
    key: 'forest',
    adjectives: ['Enchanted', 'Mystic', 'Fairy', 'Moonlit', 'Whispering'],
    nouns: ['Forest', 'Grove', 'Mushrooms', 'Woods', 'Glade'],
    palette: { from: '#3f8f5f', to: '#0e1f18', accent: '#f6a6ff', text: '#f1fff6' },
    motifs: ['mushroom', 'leaf', 'drop', 'star', 'moon', 'feather', 'lotus', 'spiral'],
    symbols: [
      ['Fairy', 'star'],
      ['Mushroom', 'mushroom'],
      ['Acorn', 'drop'],
      ['Leaf', 'leaf'],
      ['Moon', 'moon'],
    ],
  },
];

/** The card ranks low symbols show, lowest-paying last. */
export const LOW_SYMBOL_LABELS = ['A', 'K', 'Q', 'J', '10', '9', '8'] as const;

export function themeByKey(key: string): Theme {
  const theme = THEMES.find((candidate) => candidate.key === key);
  if (!theme) throw new RangeError(`unknown theme ${key}`);
  return theme;
}
