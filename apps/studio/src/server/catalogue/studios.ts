/** The in-house studios: each has its own themes, favourite game types, volatility and tile style. */
import type { GameType } from '@casino/contracts';
import type { SlotVolatility } from '@casino/game-math';

/** How a studio's tiles look: the frame drawn round the emblem. */
export type TileStyle = 'arch' | 'circle' | 'diamond' | 'hexagon' | 'banner';

export interface Studio {
  readonly id: string;
  readonly name: string;
  /** A short mark drawn on every tile. */
  readonly mark: string;
  readonly style: TileStyle;
  readonly themes: readonly string[];
  /** The types of its games in order; the list repeats for as many games as the studio makes. */
  readonly lineup: readonly GameType[];
  readonly volatility: readonly SlotVolatility[];
  /** Target RTPs of its slots, cycled (none for a studio without slots). */
  readonly rtps: readonly number[];
}

export const GAMES_PER_STUDIO = 16;

export const STUDIOS: readonly Studio[] = [
  {
    id: 'northern-lights',
    name: 'Northern Lights Gaming',
    mark: 'NLG',
    style: 'arch',
    themes: ['norse', 'arctic', 'space'],
    lineup: [
      'slot-ways',
      'megaways',
      'slot-lines',
      'bonus-buy',
      'drops-and-wins',
      'slot-ways',
      'dice',
      'slot-lines',
    ],
    volatility: ['high', 'medium'],
    rtps: [0.96, 0.955, 0.962],
  },
  {
    id: 'golden-scarab',
    name: 'Golden Scarab Studios',
    mark: 'GSS',
    style: 'diamond',
    themes: ['egypt', 'aztec', 'olympus'],
    lineup: [
      'slot-lines',
      'bonus-buy',
      'megaways',
      'slot-lines',
      'drops-and-wins',
      'slot-ways',
      'bonus-buy',
      'slot-lines',
    ],
    volatility: ['high', 'high', 'medium'],
    rtps: [0.961, 0.95, 0.965],
  },
  {
    id: 'coral-reef',
    name: 'Coral Reef Games',
    mark: 'CRG',
    style: 'circle',
    themes: ['ocean', 'pirates', 'irish'],
    lineup: [
      'slot-lines',
      'slot-ways',
      'drops-and-wins',
      'slot-lines',
      'bonus-buy',
      'dice',
      'megaways',
      'slot-lines',
    ],
    volatility: ['low', 'medium'],
    rtps: [0.963, 0.958],
  },
  {
    id: 'sugar-rush',
    name: 'Sugar Rush Labs',
    mark: 'SRL',
    style: 'circle',
    themes: ['candy', 'fruit', 'circus'],
    lineup: [
      'slot-ways',
      'bonus-buy',
      'slot-lines',
      'drops-and-wins',
      'megaways',
      'slot-ways',
      'slot-lines',
      'bonus-buy',
    ],
    volatility: ['medium', 'high', 'low'],
    rtps: [0.965, 0.96],
  },
  {
    id: 'dusty-trail',
    name: 'Dusty Trail Interactive',
    mark: 'DTI',
    style: 'banner',
    themes: ['wild-west', 'steampunk', 'pirates'],
    lineup: [
      'slot-lines',
      'megaways',
      'bonus-buy',
      'slot-ways',
      'dice',
      'drops-and-wins',
      'slot-lines',
      'megaways',
    ],
    volatility: ['high', 'medium'],
    rtps: [0.957, 0.962],
  },
  {
    id: 'jade-lantern',
    name: 'Jade Lantern Games',
    mark: 'JLG',
    style: 'hexagon',
    themes: ['dragon', 'samurai', 'jungle'],
    lineup: [
      'slot-ways',
      'slot-lines',
      'drops-and-wins',
      'bonus-buy',
      'slot-ways',
      'megaways',
      'slot-lines',
      'dice',
    ],
    volatility: ['medium', 'low', 'high'],
    rtps: [0.96, 0.964],
  },
  {
    id: 'midnight-manor',
    name: 'Midnight Manor',
    mark: 'MM',
    style: 'arch',
    themes: ['gothic', 'forest', 'olympus'],
    lineup: [
      'bonus-buy',
      'slot-ways',
      'megaways',
      'slot-lines',
      'drops-and-wins',
      'bonus-buy',
      'slot-lines',
      'slot-ways',
    ],
    volatility: ['high'],
    rtps: [0.955, 0.96, 0.966],
  },
  {
    id: 'lucky-clover',
    name: 'Lucky Clover Works',
    mark: 'LCW',
    style: 'banner',
    themes: ['irish', 'luxury', 'fruit'],
    lineup: [
      'slot-lines',
      'slot-lines',
      'drops-and-wins',
      'slot-ways',
      'bonus-buy',
      'megaways',
      'dice',
      'slot-lines',
    ],
    volatility: ['low', 'medium'],
    rtps: [0.962, 0.97],
  },
  {
    id: 'starforge',
    name: 'Starforge Studios',
    mark: 'SF',
    style: 'hexagon',
    themes: ['space', 'steampunk', 'luxury'],
    lineup: [
      'megaways',
      'bonus-buy',
      'slot-ways',
      'drops-and-wins',
      'megaways',
      'slot-lines',
      'bonus-buy',
      'dice',
    ],
    volatility: ['high', 'medium'],
    rtps: [0.959, 0.963],
  },
  {
    id: 'pixel-dice',
    name: 'Pixel Dice Co.',
    mark: 'PDC',
    style: 'diamond',
    themes: ['circus', 'forest', 'candy', 'aztec', 'arctic'],
    lineup: ['dice', 'slot-lines', 'dice', 'slot-ways', 'dice', 'drops-and-wins'],
    volatility: ['medium', 'low'],
    rtps: [0.965, 0.96],
  },
  {
    id: 'velvet-room',
    name: 'Velvet Room Tables',
    mark: 'VRT',
    style: 'arch',
    themes: ['luxury', 'gothic', 'samurai'],
    lineup: ['roulette', 'blackjack', 'baccarat', 'video-poker', 'mines', 'plinko'],
    volatility: ['medium'],
    rtps: [],
  },
  {
    id: 'cobalt-instant',
    name: 'Cobalt Instant Games',
    mark: 'CIG',
    style: 'circle',
    themes: ['steampunk', 'arctic', 'olympus'],
    lineup: ['plinko', 'mines', 'video-poker', 'baccarat', 'blackjack', 'roulette'],
    volatility: ['high'],
    rtps: [],
  },
];
